// What the seller report's e-mail shows (issue 38, item 4), loaded at each delivery attempt from
// its outbox row: the listing's report as it stands then (sellerReportOf, the figures the printed
// report shows), in the language the administrator chose, to the address they typed, answering
// to them.
import "server-only";
import { eq } from "drizzle-orm";
import { AGENCY } from "@/lib/agency";
import { interpolate } from "@/lib/i18n/define-messages";
import { formatDate, formatNumber, formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { sellerReport } from "@/lib/i18n/messages/seller-report";
import { type LegalLines, legalLines } from "@/lib/legal-lines";
import { sellerReportOf } from "@/server/analytics/seller-report";
import { db } from "@/server/db/client";
import { type mailMessages, properties, sellerReportSends, users } from "@/server/db/schema";
import { getLegalSettings } from "@/server/settings/legal-settings";
import { oneLine } from "./templates/sanitize";

type MessageRow = typeof mailMessages.$inferSelect;

/** A label and its value, as the message's rows show them. */
export interface ReportRow {
  label: string;
  value: string;
}

export interface SellerReportMail {
  locale: Locale;
  t: (typeof sellerReport)["pt"];
  email: string;
  subject: string;
  title: string;
  /** Reference, place and period, on one line. */
  meta: string;
  intro: string;
  figures: ReportRow[];
  weeks: ReportRow[];
  prices: ReportRow[];
  similar: ReportRow[];
  /** The administrator who sent it, whom a reply reaches; the agency once their account is gone. */
  replyTo: { name: string; address: string };
  signature: string;
  legal: LegalLines;
}

export async function loadSellerReportMail(message: MessageRow): Promise<SellerReportMail | null> {
  if (!message.sellerReportSendId) return null;
  const [row] = await db()
    .select({ send: sellerReportSends, listing: properties, sender: users })
    .from(sellerReportSends)
    .innerJoin(properties, eq(properties.id, sellerReportSends.propertyId))
    .leftJoin(users, eq(users.id, sellerReportSends.sentBy))
    .where(eq(sellerReportSends.id, message.sellerReportSendId));
  if (!row) return null;
  const locale = row.send.language;
  const t = sellerReport[locale];
  const report = await sellerReportOf(row.listing, locale);
  const { listing, stats } = report;
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, locale);
  const number = (value: number) => formatNumber(value, locale);
  const price = (value: number | null) => (value === null ? "—" : formatPrice(value, locale));
  const period = interpolate(t.period, { from: day(report.from), to: day(report.to) });
  const senderName = oneLine(row.sender?.name || AGENCY.name);
  return {
    locale,
    t,
    email: row.send.email,
    subject: interpolate(t.mailSubject, { ref: oneLine(listing.ref) }),
    title: oneLine(listing.title),
    meta: [`${t.ref} ${oneLine(listing.ref)}`, oneLine(listing.place), period]
      .filter(Boolean)
      .join(" · "),
    intro: interpolate(t.mailIntro, { from: day(report.from), to: day(report.to) }),
    figures: [
      { label: t.price, value: price(listing.price) },
      { label: t.perSquareMetre, value: price(listing.perSquareMetre) },
      {
        label: t.daysOnMarket,
        value: stats.daysOnMarket === null ? "—" : number(stats.daysOnMarket),
      },
      { label: t.views, value: number(stats.totals.views) },
      { label: t.visitors, value: number(stats.totals.visitors) },
      { label: t.favourites, value: number(stats.totals.favourites) },
      { label: t.leads, value: number(stats.totals.leads) },
      { label: t.viewings, value: number(stats.totals.viewings) },
    ],
    weeks: report.weeks.map((week) => ({
      label: interpolate(t.weekOf, { date: day(week.start) }),
      value: number(week.views),
    })),
    prices: stats.prices.map((entry) => ({
      label: interpolate(t.priceSince, { date: formatDate(entry.at, locale) }),
      value: price(entry.price),
    })),
    similar: report.similar.map((other) => ({
      label: `${oneLine(other.ref)} · ${oneLine(other.title)}`,
      value: [
        price(other.price),
        other.area ? `${number(other.area)} m²` : null,
        other.perSquareMetre ? `${price(other.perSquareMetre)}/m²` : null,
      ]
        .filter(Boolean)
        .join(" · "),
    })),
    replyTo: row.sender
      ? { name: senderName, address: row.sender.email }
      : { name: AGENCY.name, address: AGENCY.email },
    signature: row.sender
      ? interpolate(t.sentBy, { name: senderName, agency: AGENCY.name })
      : AGENCY.name,
    legal: legalLines(await getLegalSettings(), locale, AGENCY.legalName),
  };
}
