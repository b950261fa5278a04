// CSV files for spreadsheets (RFC 4180): comma-separated, CRLF line ends, every field quoted,
// and a UTF-8 byte-order mark so Excel reads accents and Japanese as UTF-8 rather than the
// system code page.

export type CsvCell = string | number | null | undefined;

/** The byte-order mark that tells Excel the file is UTF-8. */
export const CSV_BOM = "\uFEFF";

/**
 * Where a spreadsheet would start reading a formula (CSV injection, OWASP): at the start of a
 * cell, or after a `;` or `,`, since Excel in a Portuguese locale splits a comma-separated file
 * at semicolons (and the reverse), so `Ana;=1+1` becomes two cells, the second a formula; and
 * after a line break, for a reader that splits lines before quotes. Spaces before the sign
 * count as its start too.
 */
const FORMULA_STARTS = /(^|[;,\n])( *)(?=[=+\-@\t\r])/g;

/**
 * One cell, always quoted (inner quotes doubled), and text sent by visitors can never run as a
 * formula: each piece that would start one gets a leading apostrophe.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === "string") text = text.replace(FORMULA_STARTS, "$1$2'");
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * The whole file: a header row, then one row per record, each with the header's width.
 * Comma-separated unless told otherwise (docs/decisions/004-csv-exports-for-excel.md).
 */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  { delimiter = "," }: { delimiter?: "," | ";" } = {},
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(delimiter));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** `contactos-2026-11-22.csv`: the name of an export made on `date` (the user's own day). */
export function csvFileName(prefix: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${prefix}-${day}.csv`;
}
