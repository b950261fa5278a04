CREATE TYPE "public"."energy_certificate" AS ENUM('A+', 'A', 'B', 'B-', 'C', 'D', 'E', 'F');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'read');--> statement-breakpoint
CREATE TYPE "public"."lead_type" AS ENUM('inquiry', 'valuation');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('pt', 'en', 'jp');--> statement-breakpoint
CREATE TYPE "public"."mortgage_status" AS ENUM('new', 'contacted', 'in_process', 'completed');--> statement-breakpoint
CREATE TYPE "public"."page_key" AS ENUM('sell', 'mortgage');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('available', 'reserved', 'sold');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('apartment', 'house', 'land', 'commercial', 'office', 'warehouse');--> statement-breakpoint
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"photo" text,
	"role" text DEFAULT 'consultant' NOT NULL,
	"languages" text[] NOT NULL,
	"bio_pt" text,
	"bio_en" text,
	"bio_jp" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultants_languages_not_empty" CHECK (cardinality("consultants"."languages") >= 1),
	CONSTRAINT "consultants_order_min" CHECK ("consultants"."sort_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"hero_image" text,
	"title_pt" text,
	"title_en" text,
	"title_jp" text,
	"subtitle_pt" text,
	"subtitle_en" text,
	"subtitle_jp" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_settings_singleton_true" CHECK ("home_settings"."singleton")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_ref" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"type" "lead_type" DEFAULT 'inquiry' NOT NULL,
	"language" "locale" DEFAULT 'pt' NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mortgage_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text,
	"language" "locale" DEFAULT 'pt' NOT NULL,
	"status" "mortgage_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mortgage_requests_phone_not_empty" CHECK (length("mortgage_requests"."phone") >= 1)
);
--> statement-breakpoint
CREATE TABLE "page_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" "page_key" NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"title_jp" text NOT NULL,
	"subtitle_pt" text NOT NULL,
	"subtitle_en" text NOT NULL,
	"subtitle_jp" text NOT NULL,
	"intro_pt" text,
	"intro_en" text,
	"intro_jp" text,
	"benefit1_pt" text NOT NULL,
	"benefit1_en" text NOT NULL,
	"benefit1_jp" text NOT NULL,
	"benefit2_pt" text NOT NULL,
	"benefit2_en" text NOT NULL,
	"benefit2_jp" text NOT NULL,
	"benefit3_pt" text NOT NULL,
	"benefit3_en" text NOT NULL,
	"benefit3_jp" text NOT NULL,
	"form_title_pt" text NOT NULL,
	"form_title_en" text NOT NULL,
	"form_title_jp" text NOT NULL,
	"form_desc_pt" text,
	"form_desc_en" text,
	"form_desc_jp" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_settings_page_unique" UNIQUE("page")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" text NOT NULL,
	"type" "property_type" NOT NULL,
	"status" "property_status" DEFAULT 'available' NOT NULL,
	"price" integer NOT NULL,
	"location" text NOT NULL,
	"city" text NOT NULL,
	"district" text,
	"latitude" double precision,
	"longitude" double precision,
	"area" integer NOT NULL,
	"bedrooms" integer,
	"bathrooms" integer,
	"year_built" integer,
	"energy_certificate" "energy_certificate" DEFAULT 'A' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"featured_order" integer DEFAULT 0,
	"consultant_id" uuid,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"virtual_tour" text,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"title_jp" text NOT NULL,
	"description_pt" text NOT NULL,
	"description_en" text NOT NULL,
	"description_jp" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_ref_unique" UNIQUE("ref"),
	CONSTRAINT "properties_price_min" CHECK ("properties"."price" >= 0),
	CONSTRAINT "properties_area_min" CHECK ("properties"."area" >= 1),
	CONSTRAINT "properties_bedrooms_min" CHECK ("properties"."bedrooms" >= 0),
	CONSTRAINT "properties_bathrooms_min" CHECK ("properties"."bathrooms" >= 0),
	CONSTRAINT "properties_latitude_range" CHECK ("properties"."latitude" between -90 and 90),
	CONSTRAINT "properties_longitude_range" CHECK ("properties"."longitude" between -180 and 180),
	CONSTRAINT "properties_coordinates_pair" CHECK (("properties"."latitude" is null) = ("properties"."longitude" is null)),
	CONSTRAINT "properties_images_max" CHECK (cardinality("properties"."images") <= 50)
);
--> statement-breakpoint
CREATE TABLE "property_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"name_jp" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_features_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"photo" text,
	"rating" integer DEFAULT 5 NOT NULL,
	"text_pt" text NOT NULL,
	"text_en" text NOT NULL,
	"text_jp" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_range" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_order_min" CHECK ("testimonials"."sort_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultants_order_idx" ON "consultants" USING btree ("sort_order","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "home_settings_singleton_idx" ON "home_settings" USING btree ("singleton");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mortgage_requests_created_at_idx" ON "mortgage_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mortgage_requests_status_idx" ON "mortgage_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("featured_order") WHERE "properties"."featured";--> statement-breakpoint
CREATE INDEX "properties_consultant_idx" ON "properties" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("type");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "testimonials_order_idx" ON "testimonials" USING btree ("sort_order","created_at");