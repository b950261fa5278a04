ALTER TYPE "public"."mail_kind" ADD VALUE 'seller_report';--> statement-breakpoint
CREATE TABLE "seller_report_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"email" text NOT NULL,
	"language" "locale" NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" DROP CONSTRAINT "mail_messages_one_request";--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "seller_report_send_id" uuid;--> statement-breakpoint
ALTER TABLE "seller_report_sends" ADD CONSTRAINT "seller_report_sends_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_report_sends" ADD CONSTRAINT "seller_report_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_report_sends_property_idx" ON "seller_report_sends" USING btree ("property_id","created_at");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_seller_report_send_id_seller_report_sends_id_fk" FOREIGN KEY ("seller_report_send_id") REFERENCES "public"."seller_report_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_seller_report_send_idx" ON "mail_messages" USING btree ("seller_report_send_id");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_one_request" CHECK (num_nonnulls("mail_messages"."lead_id", "mail_messages"."mortgage_request_id", "mail_messages"."viewing_id", "mail_messages"."saved_search_id", "mail_messages"."seller_report_send_id") = 1);