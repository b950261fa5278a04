// The viewing an outbox message is about, with its listing and consultant, as its e-mails show
// them. The event's time and SEQUENCE are the message's own (as staff left them), else the
// viewing's.
import "server-only";
import { eq } from "drizzle-orm";
import { LOCALES, type Locale } from "@/lib/constants";
import { listingPath } from "@/lib/listing-path";
import type { LegalSettings } from "@/lib/schemas/legal-settings";
import { db } from "@/server/db/client";
import { consultants, type mailMessages, properties, viewings } from "@/server/db/schema";
import { env } from "@/server/env";
import { getLegalSettings } from "@/server/settings/legal-settings";

type MessageRow = typeof mailMessages.$inferSelect;

export interface ViewingMail {
  id: string;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: "requested" | "proposed" | "confirmed" | "cancelled";
  name: string;
  email: string;
  phone: string;
  language: Locale;
  property: {
    ref: string;
    title: Record<Locale, string>;
    place: string;
    url: Record<Locale, string>;
  };
  consultant: { name: string; email: string; phone: string } | null;
  adminUrl: string;
  legal: LegalSettings;
}

export async function loadViewingMail(message: MessageRow): Promise<ViewingMail | null> {
  if (!message.viewingId) return null;
  const [row] = await db()
    .select({ viewing: viewings, property: properties, consultant: consultants })
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .leftJoin(consultants, eq(consultants.id, viewings.consultantId))
    .where(eq(viewings.id, message.viewingId));
  if (!row) return null;
  const { viewing, property, consultant } = row;
  const siteUrl = env().SITE_URL.replace(/\/+$/, "");
  const titles = { pt: property.titlePt, en: property.titleEn, jp: property.titleJp };
  const perLocale = (value: (locale: Locale) => string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, string>;
  return {
    id: viewing.id,
    uid: viewing.uid,
    sequence: message.eventSequence ?? viewing.sequence,
    start: message.eventStart ?? viewing.start,
    end: message.eventEnd ?? viewing.end,
    status: viewing.status,
    name: viewing.name,
    email: viewing.email,
    phone: viewing.phone,
    language: viewing.language,
    property: {
      ref: property.ref,
      title: perLocale((locale) => titles[locale] || property.titlePt),
      place: [property.location, property.city].filter(Boolean).join(", "),
      url: perLocale((locale) => `${siteUrl}/${locale}${listingPath(property.ref)}`),
    },
    consultant: consultant
      ? { name: consultant.name, email: consultant.email, phone: consultant.phone }
      : null,
    adminUrl: `${siteUrl}/admin/viewings?open=${viewing.id}`,
    legal: await getLegalSettings(),
  };
}
