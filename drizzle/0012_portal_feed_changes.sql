-- hand-written: the portal feeds are answered from memory (docs/decisions/029) with each
-- portal's row (its key, on/off, customer code) kept beside them; a write to portal_feeds, on
-- any instance, tells every instance to read the row again (src/server/page-cache/content-tags.ts,
-- CONTENT_TABLES), so a new key stops the old one at once everywhere.
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "portal_feeds"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('portal-feeds');
