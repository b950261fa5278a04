CREATE TYPE "public"."viewing_status" AS ENUM('requested', 'proposed', 'confirmed', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'viewing_notice';--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'viewing_ack';--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'viewing_invitation';--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'viewing_invitation_staff';--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'viewing_cancellation';--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'viewing_cancellation_staff';--> statement-breakpoint
CREATE TABLE "availability_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	CONSTRAINT "availability_exceptions_window" CHECK (("availability_exceptions"."start_minute" is null and "availability_exceptions"."end_minute" is null) or ("availability_exceptions"."start_minute" >= 0 and "availability_exceptions"."start_minute" < "availability_exceptions"."end_minute" and "availability_exceptions"."end_minute" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "consultant_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "consultant_availability_weekday" CHECK ("consultant_availability"."weekday" between 1 and 7),
	CONSTRAINT "consultant_availability_window" CHECK ("consultant_availability"."start_minute" >= 0 and "consultant_availability"."start_minute" < "consultant_availability"."end_minute" and "consultant_availability"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"consultant_id" uuid,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"language" "locale" DEFAULT 'pt' NOT NULL,
	"status" "viewing_status" DEFAULT 'requested' NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"consent_version" text,
	"consent_at" timestamp with time zone,
	"consent_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewings_uid_unique" UNIQUE("uid"),
	CONSTRAINT "viewings_end_after_start" CHECK ("viewings"."end" > "viewings"."start")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_one_request";--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "viewing_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "event_sequence" integer;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "event_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "event_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_availability" ADD CONSTRAINT "consultant_availability_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_exceptions_consultant_idx" ON "availability_exceptions" USING btree ("consultant_id","date");--> statement-breakpoint
CREATE INDEX "consultant_availability_consultant_idx" ON "consultant_availability" USING btree ("consultant_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "viewings_consultant_start_idx" ON "viewings" USING btree ("consultant_id","start") WHERE "viewings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "viewings_start_idx" ON "viewings" USING btree ("start");--> statement-breakpoint
CREATE INDEX "viewings_created_at_idx" ON "viewings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_viewing_idx" ON "mail_messages" USING btree ("viewing_id");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_one_request" CHECK (num_nonnulls("mail_messages"."lead_id", "mail_messages"."mortgage_request_id", "mail_messages"."viewing_id") = 1);