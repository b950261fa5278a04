// What staff edit for the public pages besides the listings: testimonials, the home page's top
// and the texts of the 'Vender' and 'Crédito Habitação' pages.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { NOTICE_KEYS, PAGE_KEYS } from "@/lib/constants";
import { createdAt, id, sortOrder, updatedAt } from "./columns";

export const pageKey = pgEnum("page_key", PAGE_KEYS);
export const noticeKey = pgEnum("notice_key", NOTICE_KEYS);

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

/** The privacy and cookie notices as staff saved them; without a row the defaults show. */
export const noticeTexts = pgTable("notice_texts", {
  id: id(),
  notice: noticeKey("notice").notNull().unique(),
  titlePt: text("title_pt").notNull(),
  titleEn: text("title_en").notNull(),
  titleJp: text("title_jp").notNull(),
  bodyPt: text("body_pt").notNull(),
  bodyEn: text("body_en").notNull(),
  bodyJp: text("body_jp").notNull(),
  updatedAt: updatedAt(),
});

/**
 * The agency's legal identity (docs/product.md#legal-identity): what the law asks every page,
 * brochure and e-mail to show. One row at most; a new database has none and shows only the
 * complaints book, whose address has a default.
 */
export const legalSettings = pgTable(
  "legal_settings",
  {
    id: id(),
    /** Always true: the unique index on it keeps the table to one row. */
    singleton: boolean("singleton").notNull().default(true),
    companyName: text("company_name"),
    nif: text("nif"),
    amiLicence: text("ami_licence"),
    address: text("address"),
    ralName: text("ral_name"),
    ralUrl: text("ral_url"),
    complaintsBookUrl: text("complaints_book_url")
      .notNull()
      .default("https://www.livroreclamacoes.pt"),
    privacyEmail: text("privacy_email"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("legal_settings_singleton_idx").on(t.singleton),
    check("legal_settings_singleton_true", sql`${t.singleton}`),
  ],
);

export type TestimonialRow = typeof testimonials.$inferSelect;

export type HomeSettingsRow = typeof homeSettings.$inferSelect;

export type PageSettingsRow = typeof pageSettings.$inferSelect;

export type NoticeTextsRow = typeof noticeTexts.$inferSelect;

export type LegalSettingsRow = typeof legalSettings.$inferSelect;
