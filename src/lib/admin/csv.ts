// CSV files for spreadsheets (RFC 4180): comma-separated, CRLF line ends, fields quoted when
// they hold a quote, the separator or a line break, and a UTF-8 byte-order mark so Excel reads
// accents and Japanese as UTF-8 rather than the system code page.

export type CsvCell = string | number | null | undefined;

/** The byte-order mark that tells Excel the file is UTF-8. */
export const CSV_BOM = "\uFEFF";

/**
 * A cell a spreadsheet would read as a formula (CSV injection, OWASP): text sent by visitors
 * through the public forms must never run as one, so it gets a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell, delimiter = ","): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  const needsQuotes = /["\r\n]/.test(text) || text.includes(delimiter);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
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
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => csvCell(cell, delimiter)).join(delimiter),
  );
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** `contactos-2026-11-22.csv`: the name of an export made on `date` (the user's own day). */
export function csvFileName(prefix: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${prefix}-${day}.csv`;
}
