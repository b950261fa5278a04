// Plain-text helpers for listing descriptions.

/** Paragraphs of a description: blank lines (or single line breaks) separate them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The text shortened to at most `max` characters at a word boundary, with an ellipsis when cut
 * (meta descriptions, the print brochure). Text without spaces (Japanese) is cut at `max`.
 */
export function summarize(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  const head = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,.;:—–-]+$/, "")}…`;
}
