// The request an outbox message is about, with its property and consultant, as the e-mails show
// them (mail-request.ts). Read at each attempt: a message shows the listing as it stands.
import "server-only";
import { eq } from "drizzle-orm";
import { LOCALES, type Locale } from "@/lib/constants";
import { listingPath } from "@/lib/listing-path";
import { db } from "@/server/db/client";
import {
  consultants,
  leadEvents,
  leads,
  type mailMessages,
  mortgageRequests,
  properties,
  users,
} from "@/server/db/schema";
import { env } from "@/server/env";
import { getLegalSettings } from "@/server/settings/legal-settings";
import { objectIdFromPath } from "@/server/uploads/objects";
import type { MailConsultant, MailProperty, MailRequest } from "./mail-request";

type MessageRow = typeof mailMessages.$inferSelect;

/** The request, or null when it has been deleted meanwhile. */
export async function loadMailRequest(message: MessageRow): Promise<MailRequest | null> {
  const siteUrl = env().SITE_URL.replace(/\/+$/, "");
  const legal = await getLegalSettings();
  if (message.leadId) {
    const [lead] = await db().select().from(leads).where(eq(leads.id, message.leadId));
    if (!lead) return null;
    const { property, consultant } = await loadProperty(lead.propertyRef, siteUrl);
    // A merged request's messages tell that request: its contact fields, message and time.
    const merged = message.leadEventId ? await loadMergedRequest(message.leadEventId) : null;
    return {
      kind: lead.type,
      id: lead.id,
      name: merged?.name ?? lead.name,
      email: lead.email,
      phone: merged ? merged.phone : lead.phone,
      message: merged?.message ?? lead.message,
      language: merged?.language ?? lead.language,
      createdAt: (merged?.createdAt ?? lead.createdAt).toISOString(),
      property,
      consultant,
      assignee: await loadConsultant(lead.consultantId),
      administrators: await loadAdministrators(),
      merged: Boolean(merged),
      stage: lead.stage,
      adminUrl: `${siteUrl}/admin/leads?open=${lead.id}`,
      siteUrl,
      legal,
    };
  }
  if (!message.mortgageRequestId) return null;
  const [request] = await db()
    .select()
    .from(mortgageRequests)
    .where(eq(mortgageRequests.id, message.mortgageRequestId));
  if (!request) return null;
  return {
    kind: "mortgage",
    id: request.id,
    name: request.name,
    email: request.email,
    phone: request.phone,
    message: request.message,
    language: request.language,
    createdAt: request.createdAt.toISOString(),
    property: null,
    consultant: null,
    assignee: await loadConsultant(request.consultantId),
    administrators: await loadAdministrators(),
    merged: false,
    stage: null,
    adminUrl: `${siteUrl}/admin/mortgage-requests?open=${request.id}`,
    siteUrl,
    legal,
  };
}

async function loadMergedRequest(eventId: string) {
  const [event] = await db().select().from(leadEvents).where(eq(leadEvents.id, eventId));
  if (!event) return null;
  const data = event.data ?? {};
  const language = LOCALES.find((locale) => locale === data.language);
  return {
    name: data.name ?? undefined,
    phone: data.phone ?? null,
    message: event.text ?? undefined,
    language,
    createdAt: event.createdAt,
  };
}

async function loadConsultant(id: string | null): Promise<MailConsultant | null> {
  if (!id) return null;
  const [row] = await db().select().from(consultants).where(eq(consultants.id, id));
  return row
    ? { name: row.name, email: row.email, phone: row.phone, whatsapp: row.whatsapp }
    : null;
}

async function loadAdministrators(): Promise<string[]> {
  const rows = await db()
    .select({ email: users.email })
    .from(users)
    .where(eq(users.access, "admin"))
    .orderBy(users.createdAt);
  return rows.map((row) => row.email);
}

async function loadProperty(
  ref: string | null,
  siteUrl: string,
): Promise<{ property: MailProperty | null; consultant: MailConsultant | null }> {
  if (!ref) return { property: null, consultant: null };
  const [row] = await db()
    .select({ property: properties, consultant: consultants })
    .from(properties)
    .leftJoin(consultants, eq(consultants.id, properties.consultantId))
    .where(eq(properties.ref, ref));
  if (!row) return { property: null, consultant: null };
  const { property, consultant } = row;
  const perLocale = <T>(value: (locale: Locale) => T) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, T>;
  const titles = { pt: property.titlePt, en: property.titleEn, jp: property.titleJp };
  return {
    property: {
      ref: property.ref,
      title: perLocale((locale) => titles[locale] || property.titlePt),
      price: property.price,
      city: property.city,
      photoUrl: photoUrl(property.images[0], siteUrl),
      url: perLocale((locale) => `${siteUrl}/${locale}${listingPath(property.ref)}`),
    },
    consultant: consultant
      ? {
          name: consultant.name,
          email: consultant.email,
          phone: consultant.phone,
          whatsapp: consultant.whatsapp,
        }
      : null,
  };
}

/**
 * A stored image's JPEG (Outlook for Windows shows no WebP, which the smaller variants are), or an
 * external https address as it is.
 */
export function photoUrl(image: string | undefined, siteUrl: string): string | null {
  if (!image) return null;
  if (objectIdFromPath(image)) return `${siteUrl}${image}`;
  return /^https:\/\//.test(image) ? image : null;
}
