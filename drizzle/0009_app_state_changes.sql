-- hand-written: the privacy notice states the privacy settings' period, kept in app_state; a
-- write there makes the pages that read it stale (src/server/page-cache/content-tags.ts,
-- CONTENT_TABLES).
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_state"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('app-state');
