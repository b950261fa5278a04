// The database schema (docs/product.md#data-model): every entity of the product, its sessions,
// counters, outbox and content versions.
// Defaults and constraints live here so the database itself refuses bad rows.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ENERGY_CERTIFICATES,
  LOCALES,
  MORTGAGE_STATUSES,
  PAGE_KEYS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from "@/lib/constants";
import { LEAD_STATUSES, LEAD_TYPES } from "@/lib/schemas/lead";
import { MAIL_KINDS, MAIL_STATUSES } from "@/lib/schemas/mail-message";

export const propertyType = pgEnum("property_type", PROPERTY_TYPES);
export const propertyStatus = pgEnum("property_status", PROPERTY_STATUSES);
export const energyCertificate = pgEnum("energy_certificate", ENERGY_CERTIFICATES);
export const leadType = pgEnum("lead_type", LEAD_TYPES);
export const leadStatus = pgEnum("lead_status", LEAD_STATUSES);
export const mortgageStatus = pgEnum("mortgage_status", MORTGAGE_STATUSES);
export const locale = pgEnum("locale", LOCALES);
export const pageKey = pgEnum("page_key", PAGE_KEYS);
export const mailKind = pgEnum("mail_kind", MAIL_KINDS);
export const mailStatus = pgEnum("mail_status", MAIL_STATUSES);

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    // The database's clock at the write, to the microsecond (not the transaction's start).
    .$onUpdate(() => sql`clock_timestamp()`);
const sortOrder = () => integer("sort_order").notNull().default(0);

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
    energyCertificate: energyCertificate("energy_certificate").notNull().default("A"),
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
  ],
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

export const leads = pgTable(
  "leads",
  {
    id: id(),
    propertyRef: text("property_ref"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    type: leadType("type").notNull().default("inquiry"),
    language: locale("language").notNull().default("pt"),
    status: leadStatus("status").notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt.desc()),
    index("leads_status_idx").on(t.status),
  ],
);

export const mortgageRequests = pgTable(
  "mortgage_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message"),
    language: locale("language").notNull().default("pt"),
    status: mortgageStatus("status").notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mortgage_requests_created_at_idx").on(t.createdAt.desc()),
    index("mortgage_requests_status_idx").on(t.status),
    check("mortgage_requests_phone_not_empty", sql`length(${t.phone}) >= 1`),
  ],
);

/**
 * The outbox: each e-mail a lead or mortgage request calls for, written in the transaction that
 * stores the request, and delivered by a worker (src/server/mail/outbox.ts). Its content is
 * rendered at each attempt from the request; `messageId` stays the same across attempts, so a
 * message resent after a crash is recognisably the same message.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: id(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    mortgageRequestId: uuid("mortgage_request_id").references(() => mortgageRequests.id, {
      onDelete: "cascade",
    }),
    kind: mailKind("kind").notNull(),
    messageId: text("message_id").notNull().unique(),
    status: mailStatus("status").notNull().default("pending"),
    /** Addresses of the last attempt. */
    recipients: text("recipients").array().notNull().default(sql`'{}'::text[]`),
    attempts: integer("attempts").notNull().default(0),
    /** When a worker may next take it: its next try, or the end of a worker's claim on it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_messages_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_messages_lead_idx").on(t.leadId),
    index("mail_messages_mortgage_request_idx").on(t.mortgageRequestId),
    check("mail_messages_one_request", sql`num_nonnulls(${t.leadId}, ${t.mortgageRequestId}) = 1`),
  ],
);

/** Every delivery attempt of an outbox message, and its error if it failed. */
export const mailAttempts = pgTable(
  "mail_attempts",
  {
    id: id(),
    mailMessageId: uuid("mail_message_id")
      .notNull()
      .references(() => mailMessages.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    error: text("error"),
  },
  (t) => [index("mail_attempts_message_idx").on(t.mailMessageId)],
);

export const users = pgTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  name: text("name"),
  role: text("role").notNull().default("admin"),
  /** Set at sign-in when the password no longer meets the policy; cleared by a new one. */
  passwordChangeRequired: boolean("password_change_required").notNull().default(false),
  /** The TOTP secret, encrypted (src/server/auth/totp.ts); null until a code confirms it. */
  totpSecret: text("totp_secret"),
  /** A secret shown for enrolment but not yet confirmed by a code. */
  totpPendingSecret: text("totp_pending_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /** The time step of the last code accepted: no code is accepted twice. */
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use recovery codes of the second factor: only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_idx").on(t.userId, t.codeHash)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    /** How the admin names a session to end it (the token's hash never leaves the server). */
    id: uuid("id").notNull().unique().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The last time the user proved who they are: at sign-in, or by typing the password again. */
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * The fixed-window counters of the form rate limit and the login throttle, in the database so
 * that every instance counts the same events (src/server/http/rate-limit.ts).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    company: text("company"),
    photo: text("photo"),
    rating: integer("rating").notNull().default(5),
    textPt: text("text_pt").notNull(),
    textEn: text("text_en").notNull(),
    textJp: text("text_jp").notNull(),
    active: boolean("active").notNull().default(true),
    order: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    index("testimonials_order_idx").on(t.order, t.createdAt),
    check("testimonials_rating_range", sql`${t.rating} between 1 and 5`),
    check("testimonials_order_min", sql`${t.order} >= 0`),
  ],
);

export const homeSettings = pgTable(
  "home_settings",
  {
    id: id(),
    /** Always true: the unique index on it keeps the table to one row. */
    singleton: boolean("singleton").notNull().default(true),
    heroImage: text("hero_image"),
    titlePt: text("title_pt"),
    titleEn: text("title_en"),
    titleJp: text("title_jp"),
    subtitlePt: text("subtitle_pt"),
    subtitleEn: text("subtitle_en"),
    subtitleJp: text("subtitle_jp"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("home_settings_singleton_idx").on(t.singleton),
    check("home_settings_singleton_true", sql`${t.singleton}`),
  ],
);

export const pageSettings = pgTable("page_settings", {
  id: id(),
  page: pageKey("page").notNull().unique(),
  titlePt: text("title_pt").notNull(),
  titleEn: text("title_en").notNull(),
  titleJp: text("title_jp").notNull(),
  subtitlePt: text("subtitle_pt").notNull(),
  subtitleEn: text("subtitle_en").notNull(),
  subtitleJp: text("subtitle_jp").notNull(),
  introPt: text("intro_pt"),
  introEn: text("intro_en"),
  introJp: text("intro_jp"),
  benefit1Pt: text("benefit1_pt").notNull(),
  benefit1En: text("benefit1_en").notNull(),
  benefit1Jp: text("benefit1_jp").notNull(),
  benefit2Pt: text("benefit2_pt").notNull(),
  benefit2En: text("benefit2_en").notNull(),
  benefit2Jp: text("benefit2_jp").notNull(),
  benefit3Pt: text("benefit3_pt").notNull(),
  benefit3En: text("benefit3_en").notNull(),
  benefit3Jp: text("benefit3_jp").notNull(),
  formTitlePt: text("form_title_pt").notNull(),
  formTitleEn: text("form_title_en").notNull(),
  formTitleJp: text("form_title_jp").notNull(),
  formDescPt: text("form_desc_pt"),
  formDescEn: text("form_desc_en"),
  formDescJp: text("form_desc_jp"),
  updatedAt: updatedAt(),
});

/** Facts about the installation itself, such as when the demo content was loaded. */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * What the public pages show, as tags ("properties", "property:{id}", "features", …), each with
 * the version of its last change. Written only by the triggers of drizzle/0002 (every writer,
 * in its own transaction); read by the page cache to know which cached pages are stale.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    tag: text("tag").primaryKey(),
    seq: bigint("seq", { mode: "number" }).notNull(),
  },
  (table) => [index("content_versions_seq_idx").on(table.seq)],
);

export const schema = {
  appState,
  contentVersions,
  consultants,
  properties,
  propertyFeatures,
  leads,
  mortgageRequests,
  users,
  recoveryCodes,
  sessions,
  rateLimits,
  mailMessages,
  mailAttempts,
  testimonials,
  homeSettings,
  pageSettings,
};

export type PropertyRow = typeof properties.$inferSelect;
export type ConsultantRow = typeof consultants.$inferSelect;
export type PropertyFeatureRow = typeof propertyFeatures.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type MortgageRequestRow = typeof mortgageRequests.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type HomeSettingsRow = typeof homeSettings.$inferSelect;
export type PageSettingsRow = typeof pageSettings.$inferSelect;
