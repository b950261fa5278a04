CREATE TABLE "property_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_before_reduction" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_prices" ADD CONSTRAINT "property_prices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_prices_property_idx" ON "property_prices" USING btree ("property_id","changed_at");--> statement-breakpoint
-- hand-written: the database keeps the price history and the dates the public pages show, so
-- that every write path (the admin, the API, the Kyero import, a script) records them alike.
-- A listing is first published when it is first available; a lower price keeps the one before
-- it and the time of the drop, a higher one clears both.
CREATE FUNCTION "properties_price_and_publication"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'available' AND NEW.first_published_at IS NULL THEN
    NEW.first_published_at := now();
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.price IS DISTINCT FROM OLD.price THEN
    IF NEW.price < OLD.price THEN
      NEW.price_before_reduction := OLD.price;
      NEW.price_reduced_at := now();
    ELSE
      NEW.price_before_reduction := NULL;
      NEW.price_reduced_at := NULL;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_price_and_publication" BEFORE INSERT OR UPDATE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_price_and_publication"();
--> statement-breakpoint
CREATE FUNCTION "properties_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.price IS DISTINCT FROM OLD.price THEN
    INSERT INTO "property_prices" ("property_id", "price") VALUES (NEW.id, NEW.price);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_price_history" AFTER INSERT OR UPDATE OF "price" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_price_history"();
--> statement-breakpoint
-- Listings that exist already: published when created, their price as their first.
UPDATE "properties" SET "first_published_at" = "created_at";
--> statement-breakpoint
INSERT INTO "property_prices" ("property_id", "price", "changed_at")
  SELECT "id", "price", "created_at" FROM "properties";
