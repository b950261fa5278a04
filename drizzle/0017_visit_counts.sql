CREATE TABLE "daily_visitors" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_visits" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"locale" "locale" NOT NULL,
	"source" text NOT NULL,
	"property_ref" text,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_visits_day_page_locale_source_pk" PRIMARY KEY("day","page","locale","source")
);
--> statement-breakpoint
CREATE INDEX "page_visits_property_idx" ON "page_visits" USING btree ("property_ref","day");