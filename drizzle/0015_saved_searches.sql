CREATE TYPE "public"."alert_reason" AS ENUM('new', 'price_drop');--> statement-breakpoint
CREATE TYPE "public"."saved_search_frequency" AS ENUM('instant', 'daily', 'weekly');--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'search_confirmation';--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'search_alert';--> statement-breakpoint
CREATE TABLE "saved_search_sends" (
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"reason" "alert_reason" NOT NULL,
	"mail_message_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_sends_saved_search_id_property_id_reason_pk" PRIMARY KEY("saved_search_id","property_id","reason")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"query" text NOT NULL,
	"language" "locale" NOT NULL,
	"frequency" "saved_search_frequency" NOT NULL,
	"confirmed_at" timestamp with time zone,
	"consent_version" text,
	"consent_at" timestamp with time zone,
	"consent_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_one_request";--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "saved_search_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_search_sends" ADD CONSTRAINT "saved_search_sends_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sends" ADD CONSTRAINT "saved_search_sends_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_sends_message_idx" ON "saved_search_sends" USING btree ("mail_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_email_query_idx" ON "saved_searches" USING btree ("email","query");--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency","confirmed_at");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_saved_search_idx" ON "mail_messages" USING btree ("saved_search_id");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_one_request" CHECK (num_nonnulls("mail_messages"."lead_id", "mail_messages"."mortgage_request_id", "mail_messages"."viewing_id", "mail_messages"."saved_search_id") = 1);