-- The version of the property list: a new random value whenever the properties table changes,
-- set by the database itself (any writer, any app instance, in the writing transaction), so the
-- cached list and its ETag are checked with one indexed read instead of a scan of the table.
CREATE FUNCTION "bump_properties_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "app_state" ("key", "value") VALUES ('properties_version', gen_random_uuid()::text)
  ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updated_at" = clock_timestamp();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_properties_version"();
