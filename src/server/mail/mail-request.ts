// What the e-mails of a request are made from: the request as the visitor sent it, the property
// it is about and that property's consultant, with absolute addresses (mail clients have no base
// URL). outbox.ts loads it at each delivery attempt; render.ts turns it into messages.
import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { LegalSettings } from "@/lib/schemas/legal-settings";

export type MailRequestKind = "inquiry" | "valuation" | "mortgage";

export interface MailProperty {
  ref: string;
  /** The listing's title in each language. */
  title: Record<Locale, string>;
  /** Euros. */
  price: number;
  city: string;
  /** Absolute URL of the first photo (a JPEG), or null when it has none. */
  photoUrl: string | null;
  /** Absolute URL of the listing's public page in each language. */
  url: Record<Locale, string>;
}

export interface MailConsultant {
  name: string;
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
}

export interface MailRequest {
  kind: MailRequestKind;
  /** The lead's or mortgage request's id. */
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** The visitor's message as they wrote it (plain text, untrusted). */
  message: string | null;
  /** The language the visitor wrote in: the auto-reply is in it. */
  language: Locale;
  /** ISO 8601. */
  createdAt: string;
  property: MailProperty | null;
  /** The listing's consultant, whose contacts the visitor's auto-reply gives. */
  consultant: MailConsultant | null;
  /** Who answers it (issue 36): a consultant, or null for the administrators. */
  assignee: MailConsultant | null;
  /** The administrators' e-mail addresses (their staff accounts). */
  administrators: string[];
  /** A later request of the same person about the same listing, merged into this lead. */
  merged: boolean;
  /** The lead's stage (null for a mortgage request): what a reminder says. */
  stage: string | null;
  /** Absolute URL of this request in the admin (the list, with its dialog open). */
  adminUrl: string;
  /** The site's public address (SITE_URL), no trailing slash. */
  siteUrl: string;
  /** The agency's legal identity, at the foot of every e-mail (docs/product.md#legal-identity). */
  legal: LegalSettings;
}

export interface RenderedMail {
  /** One line, no CR/LF. */
  subject: string;
  html: string;
  text: string;
}
