// Turning untrusted values (the visitor's name, phone, message) into text a mail can carry: one
// line for subjects and table cells, clean lines for the message, web addresses only for links;
// and the few helpers the hand-written plain-text parts share. React escapes everything it
// renders, so nothing here is about HTML.
import "server-only";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";

/** Past this a subject is cut (mail clients show ~60–80 characters; headers fold beyond 78). */
export const SUBJECT_MAX_LENGTH = 150;

// C0 and C1 controls, DEL, the Unicode line and paragraph separators and the bidirectional
// overrides and isolates (which can make a subject read backwards).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// The same, minus the line feed and the tab, which a multi-line message keeps.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** One line: every control character becomes a space, runs of whitespace one space, trimmed. */
export function oneLine(value: string | null | undefined): string {
  return (value ?? "").replace(LINE_BREAKING, " ").replace(/\s+/g, " ").trim();
}

/** A multi-line text with its line breaks (CRLF, CR, U+2028 → LF) and no other controls. */
export function multiline(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(INVISIBLE, "")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** At most `max` characters (code points, so no emoji is split), "…" marking a cut. */
export function truncate(value: string, max: number): string {
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars
    .slice(0, Math.max(max - 1, 0))
    .join("")
    .trimEnd()}…`;
}

/**
 * A subject line: `template` around one variable part (a name, a title) that is shortened so
 * the whole stays within SUBJECT_MAX_LENGTH and the fixed words (" — Casa Lusa") survive.
 */
export function subjectLine(template: (variable: string) => string, variable: string): string {
  const fixed = Array.from(template("")).length;
  const room = Math.max(SUBJECT_MAX_LENGTH - fixed, 20);
  return truncate(oneLine(template(truncate(oneLine(variable), room))), SUBJECT_MAX_LENGTH);
}

/** An http(s) address as given (normalised), or null for anything else (javascript:, junk). */
export function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    // A bare origin keeps the form it was given in ("https://casalusa.pt", not ".../").
    return url.pathname === "/" && !url.search && !url.hash && !value.trim().endsWith("/")
      ? url.origin
      : url.href;
  } catch {
    return null;
  }
}

/** The host of a web address, for showing the site's name ("casalusa.pt"). */
export function displayHost(value: string): string {
  try {
    return new URL(value).host.replace(/^www\./, "");
  } catch {
    return oneLine(value);
  }
}

/** Date and time in Lisbon, written out in a language ("quarta-feira, 12 de março de 2025 às 14:05"). */
export function lisbonDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return oneLine(iso);
  if (locale === "jp") {
    // Japanese writes the weekday short, in full-width brackets: 2026年11月24日（火）13:05.
    const part = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(INTL_LOCALE.jp, { timeZone: "Europe/Lisbon", ...options }).format(
        date,
      );
    return `${part({ dateStyle: "long" })}（${part({ weekday: "short" })}）${part({ timeStyle: "short" })}`;
  }
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/Lisbon",
  }).format(date);
}

/** The lines of a message, each with a key that stays unique when two lines are the same. */
export function keyedLines(text: string): { key: string; line: string }[] {
  let offset = 0;
  return text.split("\n").map((line) => {
    const key = String(offset);
    offset += line.length + 1;
    return { key, line };
  });
}

/** Plain-text quotation: each line of `text` behind "> ". */
export function quoteLines(text: string): string {
  return text
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
}

/** Plain-text paragraphs: the non-empty blocks, a blank line between them. */
export function joinBlocks(blocks: readonly (string | null | false | undefined)[]): string {
  return blocks.filter((block): block is string => Boolean(block)).join("\n\n");
}

/** A section title in plain text: capitals in Latin scripts, 【brackets】 in Japanese. */
export function textHeading(title: string, locale: Locale): string {
  return locale === "jp" ? `【${title}】` : title.toLocaleUpperCase(INTL_LOCALE[locale]);
}

/** A word of a name: letters and marks, joined by apostrophes, hyphens or dots ("D'Ávila", "J.R."). */
const NAME_WORD = /^[\p{L}\p{M}]+(?:['’.-][\p{L}\p{M}]*)*$/u;
/** A dot before two letters or more: a host name such as "meds.com", not an initial. */
const HOST_LIKE = /\.[\p{L}\p{M}]{2,}/u;
const GREETING_WORDS = 3;
const GREETING_MAX_LENGTH = 30;

/**
 * What of a visitor's name an automatic e-mail may repeat, in its greeting: the words of the
 * name up to the first that is not one (a web address, a number, a sign), at most three words
 * and 30 characters; null when nothing is left. So a "name" such as "Cheap meds at http://…"
 * cannot ride on the agency's e-mail to someone else's inbox.
 */
export function greetingName(name: string | null | undefined): string | null {
  const kept: string[] = [];
  for (const word of oneLine(name).split(" ")) {
    if (!NAME_WORD.test(word) || HOST_LIKE.test(word) || kept.length === GREETING_WORDS) break;
    if (Array.from([...kept, word].join(" ")).length > GREETING_MAX_LENGTH) break;
    kept.push(word);
  }
  return kept.length > 0 ? kept.join(" ") : null;
}
