CREATE TABLE "content_versions" (
	"tag" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_versions_seq_idx" ON "content_versions" USING btree ("seq");--> statement-breakpoint
-- Which public pages a write makes stale. Every write to what the public site shows bumps the
-- tags of what it changed (docs/decisions/009): the page cache keeps, for each cached page, the
-- tags it read and the version it was rendered at, and serves it only while none of those tags
-- has a newer version. Triggers, so that every writer is seen: this app, another instance of it
-- on the same PostgreSQL, or SQL typed by hand.
CREATE SEQUENCE "content_version_seq";
--> statement-breakpoint
-- Bumps the given tags to a new version. The row '*' is taken first by every writer and held
-- until its commit, so versions are handed out in commit order: a reader that has seen version
-- N has seen every change numbered N or lower, and asks only for rows above it.
CREATE FUNCTION "bump_content_tags"("tags" text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "version" bigint;
BEGIN
  INSERT INTO "content_versions" ("tag", "seq") VALUES ('*', 0)
  ON CONFLICT ("tag") DO UPDATE SET "seq" = "content_versions"."seq";
  "version" := nextval('content_version_seq');
  INSERT INTO "content_versions" ("tag", "seq")
  SELECT "tag", "version" FROM (SELECT DISTINCT unnest("tags" || '*'::text) AS "tag") AS "changed"
  ORDER BY "tag"
  ON CONFLICT ("tag") DO UPDATE SET "seq" = excluded."seq";
END
$$;
--> statement-breakpoint
-- Small tables: any change makes the pages that show the table stale; the tag is the trigger's
-- argument.
CREATE FUNCTION "content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_content_tags"(ARRAY[TG_ARGV[0]]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_features"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('features');
--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "consultants"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('consultants');
--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('testimonials');
--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('home-settings');
--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('page-settings');
--> statement-breakpoint
-- Properties, finer: "properties" (the list), "property:{id}" for each row written (its page,
-- and the cards of it on other pages), "similar:{type}" when rows of a type come, go or change
-- type, city or price (what ranks them as similar on each other's pages), and "featured" when
-- a featured row is written (the home page). The rows come from the statement's transition
-- tables, so a statement that writes a thousand rows bumps once.
CREATE FUNCTION "properties_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_content_tags"(ARRAY(
      SELECT 'property:' || "id" FROM "new_rows"
      UNION SELECT 'similar:' || "type" FROM "new_rows"
      UNION SELECT 'featured' FROM "new_rows" WHERE "featured"
    ) || '{properties}'::text[]) WHERE EXISTS (SELECT FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "bump_content_tags"(ARRAY(
      SELECT 'property:' || "id" FROM "old_rows"
      UNION SELECT 'similar:' || "type" FROM "old_rows"
      UNION SELECT 'featured' FROM "old_rows" WHERE "featured"
    ) || '{properties}'::text[]) WHERE EXISTS (SELECT FROM "old_rows");
  ELSE
    PERFORM "bump_content_tags"(ARRAY(
      SELECT 'property:' || "id" FROM "old_rows"
      UNION SELECT 'property:' || "id" FROM "new_rows"
      UNION SELECT 'similar:' || unnest(ARRAY["o"."type"::text, "n"."type"::text])
        FROM "old_rows" AS "o" JOIN "new_rows" AS "n" USING ("id")
        WHERE ("o"."type", "o"."city", "o"."price") IS DISTINCT FROM ("n"."type", "n"."city", "n"."price")
      UNION SELECT 'featured' FROM "old_rows" WHERE "featured"
      UNION SELECT 'featured' FROM "new_rows" WHERE "featured"
    ) || '{properties}'::text[]) WHERE EXISTS (SELECT FROM "new_rows");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_inserted" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "properties_changed"();
--> statement-breakpoint
CREATE TRIGGER "properties_updated" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "properties_changed"();
--> statement-breakpoint
CREATE TRIGGER "properties_deleted" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "properties_changed"();
--> statement-breakpoint
-- Emptying the table takes every property page with it: no row is left to name.
CREATE TRIGGER "properties_truncated" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('everything');
--> statement-breakpoint
-- The list's version is now the "properties" tag: the trigger of 0001 and its row go.
DROP TRIGGER "properties_version" ON "properties";
--> statement-breakpoint
DROP FUNCTION "bump_properties_version"();
--> statement-breakpoint
DELETE FROM "app_state" WHERE "key" = 'properties_version';
--> statement-breakpoint
-- What is there already counts as changed now.
SELECT "bump_content_tags"(ARRAY['everything']);
