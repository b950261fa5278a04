// The listings and what they show: properties, the consultants who answer for them and the
// features a property can have.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ADDRESS_VISIBILITIES,
  ENERGY_CERTIFICATES,
  PORTALS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from "@/lib/constants";
import { createdAt, id, sortOrder, updatedAt } from "./columns";

export const propertyType = pgEnum("property_type", PROPERTY_TYPES);
export const propertyStatus = pgEnum("property_status", PROPERTY_STATUSES);
export const energyCertificate = pgEnum("energy_certificate", ENERGY_CERTIFICATES);

export const consultants = pgTable(
  "consultants",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    whatsapp: text("whatsapp").notNull(),
    photo: text("photo"),
    role: text("role").notNull().default("consultant"),
    languages: text("languages").array().notNull(),
    bioPt: text("bio_pt"),
    bioEn: text("bio_en"),
    bioJp: text("bio_jp"),
    active: boolean("active").notNull().default(true),
    order: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    index("consultants_order_idx").on(t.order, t.createdAt),
    check("consultants_languages_not_empty", sql`cardinality(${t.languages}) >= 1`),
    check("consultants_order_min", sql`${t.order} >= 0`),
  ],
);

export const properties = pgTable(
  "properties",
  {
    id: id(),
    ref: text("ref").notNull().unique(),
    type: propertyType("type").notNull(),
    status: propertyStatus("status").notNull().default("available"),
    price: integer("price").notNull(),
    location: text("location").notNull(),
    city: text("city").notNull(),
    district: text("district"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    area: integer("area").notNull(),
    bedrooms: integer("bedrooms"),
    bathrooms: integer("bathrooms"),
    yearBuilt: integer("year_built"),
    energyCertificate: energyCertificate("energy_certificate").notNull(),
    featured: boolean("featured").notNull().default(false),
    featuredOrder: integer("featured_order").default(0),
    consultantId: uuid("consultant_id").references(() => consultants.id, { onDelete: "set null" }),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    virtualTour: text("virtual_tour"),
    titlePt: text("title_pt").notNull(),
    titleEn: text("title_en").notNull(),
    titleJp: text("title_jp").notNull(),
    descriptionPt: text("description_pt").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionJp: text("description_jp").notNull(),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    /** The portals whose feeds carry the listing (docs/product.md#portal-feeds): all by default. */
    portals: text("portals", { enum: PORTALS })
      .array()
      .notNull()
      .default(sql`array[${sql.raw(PORTALS.map((portal) => `'${portal}'`).join(","))}]::text[]`),
    /** How much of the address the portals may show. */
    addressVisibility: text("address_visibility", { enum: ADDRESS_VISIBILITIES })
      .notNull()
      .default("street"),
    /** The listing's id in the feed it was imported from (docs/product.md#kyero-import). */
    externalId: text("external_id").unique(),
    /** What the import last wrote (a hash): the same entry again changes nothing. */
    importHash: text("import_hash"),
    /**
     * Set by the database (migration 0011's trigger), never by the application: when the
     * listing was first available ("Novo" counts from it), and the price before its last drop
     * with the drop's time ("Preço reduzido"; cleared when the price goes up again).
     */
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    priceBeforeReduction: integer("price_before_reduction"),
    priceReducedAt: timestamp("price_reduced_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("properties_created_at_idx").on(t.createdAt.desc()),
    index("properties_featured_idx").on(t.featuredOrder).where(sql`${t.featured}`),
    index("properties_consultant_idx").on(t.consultantId),
    index("properties_type_idx").on(t.type),
    check("properties_price_min", sql`${t.price} >= 0`),
    check("properties_area_min", sql`${t.area} >= 1`),
    check("properties_bedrooms_min", sql`${t.bedrooms} >= 0`),
    check("properties_bathrooms_min", sql`${t.bathrooms} >= 0`),
    check("properties_latitude_range", sql`${t.latitude} between -90 and 90`),
    check("properties_longitude_range", sql`${t.longitude} between -180 and 180`),
    check("properties_coordinates_pair", sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check("properties_images_max", sql`cardinality(${t.images}) <= 50`),
    check(
      "properties_portals_known",
      sql`${t.portals} <@ array[${sql.raw(PORTALS.map((portal) => `'${portal}'`).join(","))}]::text[]`,
    ),
    check(
      "properties_address_visibility_known",
      sql`${t.addressVisibility} in (${sql.raw(ADDRESS_VISIBILITIES.map((value) => `'${value}'`).join(","))})`,
    ),
  ],
);

/** Every price a listing has had, from its creation (written by migration 0011's trigger). */
export const propertyPrices = pgTable(
  "property_prices",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("property_prices_property_idx").on(t.propertyId, t.changedAt)],
);

export const propertyFeatures = pgTable("property_features", {
  id: id(),
  key: text("key").notNull().unique(),
  namePt: text("name_pt").notNull(),
  nameEn: text("name_en").notNull(),
  nameJp: text("name_jp").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

export type PropertyRow = typeof properties.$inferSelect;

export type ConsultantRow = typeof consultants.$inferSelect;

export type PropertyFeatureRow = typeof propertyFeatures.$inferSelect;
