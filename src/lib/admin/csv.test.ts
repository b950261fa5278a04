import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCsv, CSV_BOM, csvCell, csvFileName } from "./csv";

describe("csvCell", () => {
  it("quotes every cell, plain text included", () => {
    expect(csvCell("Ana Sousa")).toBe('"Ana Sousa"');
    expect(csvCell("São João da Caparica")).toBe('"São João da Caparica"');
    expect(csvCell("山田 太郎")).toBe('"山田 太郎"');
  });

  it("writes empty cells for missing values and numbers as they are", () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(-3)).toBe('"-3"');
  });

  it("keeps commas, quotes and line breaks inside the cell and doubles inner quotes", () => {
    expect(csvCell("Lisboa, Portugal")).toBe('"Lisboa, Portugal"');
    expect(csvCell('T3 "vista rio"')).toBe('"T3 ""vista rio"""');
    expect(csvCell("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(csvCell("linha 1\r\nlinha 2")).toBe('"linha 1\r\nlinha 2"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+351 912 345 678")).toBe(`"'+351 912 345 678"`);
    expect(csvCell("-2+3")).toBe(`"'-2+3"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell("a=1")).toBe('"a=1"');
  });

  // The hostile test's lead: Excel in Portuguese splits at ";" and ran "=1+1".
  it("defuses a formula after a semicolon, a comma or a line break, spaces before it too", () => {
    expect(csvCell("Ana;=1+1")).toBe(`"Ana;'=1+1"`);
    expect(csvCell("Ana,=1+1")).toBe(`"Ana,'=1+1"`);
    expect(csvCell("Ana; @SUM(A1); -2")).toBe(`"Ana; '@SUM(A1); '-2"`);
    expect(csvCell("Ana;\t=1")).toBe(`"Ana;'\t=1"`);
    expect(csvCell("linha\n=1+1")).toBe(`"linha\n'=1+1"`);
    expect(csvCell("T2; 3.º andar, vista")).toBe('"T2; 3.º andar, vista"');
  });

  it("leaves no piece, split at any separator, that starts a formula", () => {
    const hostile = ["=1", "+1", "-1", "@A", "\t=1", "\r=1", " =1"];
    for (const a of hostile) {
      for (const separator of [";", ",", "\n", ""]) {
        const cell = csvCell(`x${separator}${a}${separator}${a}`);
        const inner = cell.slice(1, -1).replaceAll('""', '"');
        for (const piece of inner.split(/[;,\n]/)) {
          expect(piece.trimStart(), JSON.stringify(cell)).not.toMatch(/^[=+\-@]/);
          expect(piece, JSON.stringify(cell)).not.toMatch(/^[\t\r]/);
        }
      }
    }
  });
});

/** Any text, and text made of formula starters, separators, spaces and line breaks. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc
    .array(fc.constantFrom("=", "+", "-", "@", "\t", "\r", ";", ",", "\n", "\r\n", " ", "1", "A"), {
      maxLength: 24,
    })
    .map((parts) => parts.join("")),
);

describe("csvCell, for any text", () => {
  it("quotes the field, and leaves no ;/,/line-separated piece starting a formula", () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const cell = csvCell(text);
        // Quoted, with every inner quote doubled.
        expect(cell.startsWith('"') && cell.endsWith('"') && cell.length >= 2).toBe(true);
        const inner = cell.slice(1, -1);
        expect(inner.replaceAll('""', "")).not.toContain('"');
        const value = inner.replaceAll('""', '"');
        // Nothing but apostrophes added: the text is all there, in order.
        expect(value.replaceAll("'", "")).toBe(text.replaceAll("'", ""));
        for (const piece of value.split(/[;,\n]/)) {
          expect(piece.replace(/^ +/, ""), JSON.stringify(text)).not.toMatch(/^[=+\-@\t\r]/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("buildCsv", () => {
  it("starts with the UTF-8 byte-order mark and ends every line with CRLF", () => {
    const csv = buildCsv(["Nome", "Email"], [["Ana", "ana@example.pt"]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}"Nome","Email"\r\n"Ana","ana@example.pt"\r\n`);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("writes only the header when there are no rows", () => {
    expect(buildCsv(["Nome", "Email"], [])).toBe(`${CSV_BOM}"Nome","Email"\r\n`);
  });

  it("keeps multi-line messages inside one quoted field", () => {
    const csv = buildCsv(["Nome", "Mensagem"], [["João", "Tipo: Moradia\nÁrea: 120 m²"]]);
    expect(csv).toBe(`${CSV_BOM}"Nome","Mensagem"\r\n"João","Tipo: Moradia\nÁrea: 120 m²"\r\n`);
  });

  it("can separate with semicolons", () => {
    expect(buildCsv(["Nome", "Nota"], [["Ana", "a; b, c"]], { delimiter: ";" })).toBe(
      `${CSV_BOM}"Nome";"Nota"\r\n"Ana";"a; b, c"\r\n`,
    );
  });

  it("round-trips through a standard CSV reader", () => {
    const rows = [
      ["Ana, a própria", 'diz "olá"', "várias\nlinhas"],
      ["山田", "", "=1+1"],
    ];
    const parsed = parseCsv(buildCsv(["a", "b", "c"], rows).slice(1));
    expect(parsed).toEqual([["a", "b", "c"], rows[0], ["山田", "", "'=1+1"]]);
  });
});

describe("csvFileName", () => {
  it("names the file after the local day of the export", () => {
    expect(csvFileName("contactos", new Date(2026, 10, 22, 23, 59))).toBe(
      "contactos-2026-11-22.csv",
    );
    expect(csvFileName("pedidos-credito", new Date(2027, 0, 5))).toBe(
      "pedidos-credito-2027-01-05.csv",
    );
  });
});

/** A small RFC 4180 reader, to check the writer against an independent interpretation. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += char;
  }
  return rows;
}
