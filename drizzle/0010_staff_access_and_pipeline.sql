CREATE TYPE "public"."staff_access" AS ENUM('admin', 'consultant');--> statement-breakpoint
CREATE TYPE "public"."lead_stage" AS ENUM('new', 'contacted', 'viewing', 'proposal', 'won', 'lost');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access" "staff_access" DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consultant_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consultant_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage" "lead_stage" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mortgage_requests" ADD COLUMN "consultant_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_requests" ADD CONSTRAINT "mortgage_requests_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_consultant_idx" ON "leads" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "leads_stage_idx" ON "leads" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "mortgage_requests_consultant_idx" ON "mortgage_requests" USING btree ("consultant_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_consultant_id_unique" UNIQUE("consultant_id");