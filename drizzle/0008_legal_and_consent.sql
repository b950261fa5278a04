CREATE TYPE "public"."notice_key" AS ENUM('privacy', 'cookies');--> statement-breakpoint
ALTER TYPE "public"."energy_certificate" ADD VALUE 'exempt';--> statement-breakpoint
CREATE TABLE "legal_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"company_name" text,
	"nif" text,
	"ami_licence" text,
	"address" text,
	"ral_name" text,
	"ral_url" text,
	"complaints_book_url" text DEFAULT 'https://www.livroreclamacoes.pt' NOT NULL,
	"privacy_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_settings_singleton_true" CHECK ("legal_settings"."singleton")
);
--> statement-breakpoint
CREATE TABLE "notice_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice" "notice_key" NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"title_jp" text NOT NULL,
	"body_pt" text NOT NULL,
	"body_en" text NOT NULL,
	"body_jp" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_texts_notice_unique" UNIQUE("notice")
);
--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "energy_certificate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "mortgage_requests" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "mortgage_requests" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mortgage_requests" ADD COLUMN "consent_ip" text;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_settings_singleton_idx" ON "legal_settings" USING btree ("singleton");--> statement-breakpoint
-- hand-written: cache triggers for the new tables, and land listings made energy-exempt.
-- The public pages show the legal identity and the notices: a write makes them stale
-- (src/server/page-cache/content-tags.ts, CONTENT_TABLES).
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "legal_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('legal-settings');
--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notice_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('notice-texts');
--> statement-breakpoint
-- A value added by ALTER TYPE ... ADD VALUE cannot be used before its transaction commits, and
-- drizzle runs every pending migration in one transaction. A type created in this transaction
-- has no such limit: the enum is made anew with the same values and the column moved onto it,
-- which works alike on PostgreSQL 15 and PGlite (PostgreSQL 18).
ALTER TYPE "public"."energy_certificate" RENAME TO "energy_certificate_before_exempt";
--> statement-breakpoint
CREATE TYPE "public"."energy_certificate" AS ENUM('A+', 'A', 'B', 'B-', 'C', 'D', 'E', 'F', 'exempt');
--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "energy_certificate" TYPE "public"."energy_certificate"
  USING "energy_certificate"::text::"public"."energy_certificate";
--> statement-breakpoint
DROP TYPE "public"."energy_certificate_before_exempt";
--> statement-breakpoint
-- Land needs no energy certificate (DL 101-D/2020): its ads say "Isento".
UPDATE "properties" SET "energy_certificate" = 'exempt' WHERE "type" = 'land';
