// The privacy and cookie notices (docs/product.md#privacy-and-cookie-notices): their texts, the
// legal identity filled into them, and the blocks a page draws them with.
import type { NoticeKey } from "@/lib/constants";
import type { Locale } from "@/lib/i18n/locales";
import type { LegalSettings } from "@/lib/schemas/legal-settings";

export interface NoticeTexts {
  titlePt: string;
  titleEn: string;
  titleJp: string;
  bodyPt: string;
  bodyEn: string;
  bodyJp: string;
}

const SUFFIX = { pt: "Pt", en: "En", jp: "Jp" } as const;

export function noticeTitle(texts: NoticeTexts, locale: Locale): string {
  return texts[`title${SUFFIX[locale]}`];
}

export function noticeBody(texts: NoticeTexts, locale: Locale): string {
  return texts[`body${SUFFIX[locale]}`];
}

const WORDS = {
  pt: {
    nif: "NIF",
    seat: "com sede em",
    months: (n: number) => `${n} meses`,
    noContact: "os contactos indicados neste site",
  },
  en: {
    nif: "tax number",
    seat: "registered office",
    months: (n: number) => `${n} months`,
    noContact: "the contacts given on this site",
  },
  jp: {
    nif: "納税者番号",
    seat: "所在地",
    months: (n: number) => `${n}か月`,
    noContact: "当サイト記載の連絡先",
  },
} as const;

/** The placeholders of a notice, filled from the legal identity in the page's language. */
export function fillNotice(
  body: string,
  legal: LegalSettings,
  locale: Locale,
  fallback: { name: string; email: string },
  /** After how many months requests are anonymised (the privacy settings). */
  retentionMonths: number,
): string {
  const w = WORDS[locale];
  const controller = [
    legal.companyName ?? fallback.name,
    legal.nif ? `${w.nif} ${legal.nif}` : null,
    legal.address ? `${w.seat} ${legal.address}` : null,
  ]
    .filter(Boolean)
    .join(locale === "jp" ? "、" : ", ");
  const contact = legal.privacyEmail ?? fallback.email ?? w.noContact;
  return body
    .replaceAll("{controller}", controller)
    .replaceAll("{contact}", contact)
    .replaceAll("{retention}", w.months(retentionMonths));
}

export type NoticeBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

/** "## " lines are headings, "- " lines list items, other lines paragraphs. */
export function noticeBlocks(body: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith("## ")) {
      blocks.push({ kind: "heading", text: line.slice(3).trim() });
    } else if (line.startsWith("- ")) {
      const last = blocks.at(-1);
      if (last?.kind === "list") last.items.push(line.slice(2).trim());
      else blocks.push({ kind: "list", items: [line.slice(2).trim()] });
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}

/** The notices' keys and their slugs (docs/decisions/006: one path in every language). */
export const NOTICE_PATHS: Record<NoticeKey, string> = { privacy: "/privacy", cookies: "/cookies" };
