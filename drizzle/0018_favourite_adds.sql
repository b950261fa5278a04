CREATE TABLE "favourite_adds" (
	"day" date NOT NULL,
	"property_ref" text NOT NULL,
	"adds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "favourite_adds_day_property_ref_pk" PRIMARY KEY("day","property_ref")
);
