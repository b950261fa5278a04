// What the auto-reply to the visitor says, worked out once from the request for the HTML and the
// plain text alike (reply.tsx). Nothing the visitor typed is repeated but their name's first
// words in the greeting (greetingName): the address is whatever the visitor typed, so anything
// repeated could be sent to a stranger.
import "server-only";
import { AGENCY } from "@/lib/agency";
import { mailtoHref, telHref, whatsappHref } from "@/lib/contact-links";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { placeName } from "@/lib/i18n/place-names";
import { type LegalLines, legalLines } from "@/lib/legal-lines";
import type { MailRequest } from "../mail-request";
import { REPLY_TEXT, type ReplyText } from "../reply-text";
import {
  displayHost,
  greetingName,
  lisbonDateTime,
  oneLine,
  subjectLine,
  webUrl,
} from "./sanitize";

interface ContactLine {
  label: string;
  text: string;
  href: string | null;
}

/** Everything the reply shows, cleaned once for the HTML and the plain text alike. */
export interface ReplyModel {
  locale: Locale;
  t: ReplyText;
  subject: string;
  heading: string;
  greeting: string;
  thanks: string;
  next: string;
  property: {
    title: string;
    meta: string;
    price: string;
    photoUrl: string | null;
    url: string | null;
  } | null;
  contact: {
    title: string;
    name: string | null;
    lines: ContactLine[];
    whatsappUrl: string | null;
  };
  recap: { label: string; value: string }[];
  signature: {
    legalName: string;
    address: string;
    phone: ContactLine;
    email: ContactLine;
    site: { text: string; href: string | null };
  };
  legal: LegalLines;
}

function agencyAddress(t: ReplyText): string {
  const { street, postalCode, city } = AGENCY.address;
  return `${street}, ${postalCode} ${city}, ${t.country}`;
}

function whatsappUrl(number: string | null): string | null {
  return number && /\d/.test(number) ? whatsappHref(number) : null;
}

export function replyModel(request: MailRequest): ReplyModel {
  const locale = request.language;
  const t = REPLY_TEXT[locale] ?? REPLY_TEXT.pt;
  const property = request.property;
  const title = property ? oneLine(property.title[locale] || property.title.pt) : "";
  const aboutProperty = request.kind === "inquiry" && property !== null;

  // The title is in the subject, the thanks and the card; the heading stays short.
  const heading = t.heading[request.kind];
  const subject = aboutProperty
    ? subjectLine((variable) => t.subject(t.headingAboutProperty(variable)), title)
    : subjectLine(() => t.subject(t.heading[request.kind]), "");

  // The property's consultant answers when there is one who can be reached; else the agency.
  // An e-mail the visitor starts from here says what it is about.
  const mailSubject = property ? `${oneLine(property.ref)} — ${title}` : AGENCY.name;
  const consultant = request.consultant;
  const consultantName = consultant ? oneLine(consultant.name) : "";
  const consultantLines: ContactLine[] = [];
  if (consultant?.phone && telHref(consultant.phone)) {
    consultantLines.push({
      label: t.phone,
      text: oneLine(consultant.phone),
      href: telHref(consultant.phone),
    });
  }
  const consultantWhatsapp = whatsappUrl(consultant?.whatsapp ?? null);
  if (consultant?.whatsapp && consultantWhatsapp) {
    consultantLines.push({
      label: t.whatsapp,
      text: oneLine(consultant.whatsapp),
      href: consultantWhatsapp,
    });
  }
  if (consultant?.email) {
    consultantLines.push({
      label: t.email,
      text: oneLine(consultant.email),
      href: mailtoHref(oneLine(consultant.email), mailSubject),
    });
  }
  const byConsultant = consultantName !== "" && consultantLines.length > 0;

  const agencyPhone = { label: t.phone, text: AGENCY.phone, href: AGENCY.phoneHref };
  const agencyEmail = {
    label: t.email,
    text: AGENCY.email,
    href: mailtoHref(AGENCY.email, mailSubject),
  };
  const contact: ReplyModel["contact"] = byConsultant
    ? {
        title: t.consultantTitle,
        name: consultantName,
        lines: consultantLines,
        whatsappUrl: consultantWhatsapp,
      }
    : {
        title: t.agencyTitle,
        name: null,
        lines: [
          agencyPhone,
          { label: t.whatsapp, text: AGENCY.whatsapp, href: AGENCY.whatsappHref },
          agencyEmail,
          { label: t.address, text: agencyAddress(t), href: null },
        ],
        whatsappUrl: AGENCY.whatsappHref,
      };

  const next =
    request.kind === "inquiry" && property && consultantName
      ? t.nextWithConsultant(consultantName)
      : t.next[request.kind];

  const siteUrl = webUrl(request.siteUrl);
  return {
    locale,
    t,
    subject,
    heading,
    greeting: t.greeting(greetingName(request.name)),
    thanks: aboutProperty ? t.thanksAboutProperty(title) : t.thanks[request.kind],
    next,
    property: property
      ? {
          title,
          meta: `${t.refLabel} ${oneLine(property.ref)}${t.separator}${placeName(oneLine(property.city), locale)}`,
          price: formatPrice(property.price, locale),
          photoUrl: webUrl(property.photoUrl),
          url: webUrl(property.url[locale] || property.url.pt),
        }
      : null,
    contact,
    recap: [
      {
        label: t.receivedAt,
        value: `${lisbonDateTime(request.createdAt, locale)}${t.lisbonTime}`,
      },
      { label: t.email, value: oneLine(request.email) },
      // Only digits, spaces and + ( ) - . pass the form's check: nothing to carry a link.
      { label: t.phone, value: oneLine(request.phone) || t.notGiven },
    ],
    legal: legalLines(request.legal, locale, AGENCY.name),
    signature: {
      legalName: request.legal.companyName ?? AGENCY.legalName,
      address: agencyAddress(t),
      phone: agencyPhone,
      email: agencyEmail,
      site: {
        text: siteUrl ? displayHost(siteUrl) : "",
        href: siteUrl,
      },
    },
  };
}
