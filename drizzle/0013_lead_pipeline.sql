CREATE TYPE "public"."lead_event_kind" AS ENUM('note', 'stage', 'assignment', 'email', 'request', 'viewing');--> statement-breakpoint
CREATE TYPE "public"."lead_reminder_level" AS ENUM('assignee', 'administrators');--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'assignment';--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'reminder';--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'escalation';--> statement-breakpoint
CREATE TABLE "assignment_turns" (
	"pool" text PRIMARY KEY NOT NULL,
	"turn" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" "lead_event_kind" NOT NULL,
	"text" text,
	"data" jsonb,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_reminders" (
	"lead_id" uuid NOT NULL,
	"level" "lead_reminder_level" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_reminders_lead_id_level_pk" PRIMARY KEY("lead_id","level")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "lead_event_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reminders" ADD CONSTRAINT "lead_reminders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_lead_event_id_lead_events_id_fk" FOREIGN KEY ("lead_event_id") REFERENCES "public"."lead_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the leads already there when reminders start count as reminded, so that an
-- upgrade does not e-mail a reminder and an alert about every lead ever received (migration
-- 0010 gave each of them "new" as its stage, dated at that migration).
INSERT INTO "lead_reminders" ("lead_id", "level")
  SELECT "id", "level" FROM "leads" CROSS JOIN unnest(enum_range(NULL::"lead_reminder_level")) AS "level";
