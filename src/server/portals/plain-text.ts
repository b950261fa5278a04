// Text for the portals: plain (no HTML), no characters XML 1.0 refuses, and the dates they read.
import "server-only";

// Tags and comments; a "<" not followed by a letter ("preço < 500 000 €") is text.
const TAGS = /<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi;
// Controls other than tab and newline, lone surrogates, and the two non-characters XML refuses.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/**
 * A description as plain text: the common entities read, then tags removed (HTML stored escaped,
 * "&lt;p&gt;", is HTML all the same), lines kept.
 */
export function plainText(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, "\n")
    .replace(TAGS, "")
    .replace(NOT_XML, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** At most `max` characters (code points), cut at a word where one is near. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}

const two = (n: number) => String(n).padStart(2, "0");

/** "2026-11-28 09:05:00" (Kyero) or "2026/11/28 09:05:00" (Idealista), in UTC. */
export function feedDate(iso: string | Date, separator: "-" | "/"): string {
  const date = new Date(iso);
  const day = [date.getUTCFullYear(), two(date.getUTCMonth() + 1), two(date.getUTCDate())].join(
    separator,
  );
  return `${day} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}
