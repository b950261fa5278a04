// The legal identity as lines of text in a language: what the brochure and the e-mails print at
// their foot (the site's footer lays out the same facts itself, legal-footer.tsx).
import type { Locale } from "@/lib/i18n/locales";
import { common } from "@/lib/i18n/messages/common";
import type { LegalSettings } from "@/lib/schemas/legal-settings";

export interface LegalLines {
  /** "Casa Lusa — Mediação Imobiliária, Lda. · NIF 512345678 · Licença AMI n.º 12345 · …" */
  identity: string;
  complaintsBook: { label: string; note: string; href: string };
  ral: { label: string; name: string; href: string | null } | null;
}

export function legalLines(legal: LegalSettings, locale: Locale, fallbackName: string): LegalLines {
  const t = common[locale].footer;
  const identity = [
    legal.companyName ?? fallbackName,
    legal.nif && `${t.nif} ${legal.nif}`,
    legal.amiLicence && `${t.ami} ${legal.amiLicence}`,
    legal.address,
  ]
    .filter(Boolean)
    .join(" · ");
  return {
    identity,
    complaintsBook: {
      label: t.complaintsBook,
      note: t.complaintsBookNote,
      href: legal.complaintsBookUrl,
    },
    ral: legal.ralName ? { label: t.ral, name: legal.ralName, href: legal.ralUrl } : null,
  };
}

/** The same as plain text lines (the e-mails' text part). */
export function legalTextLines(lines: LegalLines): string[] {
  const { complaintsBook: book, ral } = lines;
  return [
    lines.identity,
    `${book.label}${book.note ? ` ${book.note}` : ""}: ${book.href}`,
    ral ? `${ral.label} ${ral.name}${ral.href ? ` (${ral.href})` : ""}` : "",
  ].filter(Boolean);
}
