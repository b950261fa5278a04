CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flagged" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_status_known" CHECK ("import_jobs"."status" in ('running','done','failed'))
);
--> statement-breakpoint
CREATE TABLE "portal_entries" (
	"portal" text NOT NULL,
	"property_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_entries_portal_property_id_pk" PRIMARY KEY("portal","property_id")
);
--> statement-breakpoint
CREATE TABLE "portal_feeds" (
	"portal" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"feed_key" text NOT NULL,
	"customer_code" text,
	"key_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_fetch_user_agent" text,
	"last_fetch_address" text,
	"listing_count" integer DEFAULT 0 NOT NULL,
	"last_built_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	CONSTRAINT "portal_feeds_portal_known" CHECK ("portal_feeds"."portal" in ('kyero','idealista'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "portals" text[] DEFAULT array['kyero','idealista']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_visibility" text DEFAULT 'street' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "import_hash" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_entries" ADD CONSTRAINT "portal_entries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_portals_known" CHECK ("properties"."portals" <@ array['kyero','idealista']::text[]);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_address_visibility_known" CHECK ("properties"."address_visibility" in ('exact','street','hidden'));