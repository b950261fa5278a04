// Every catalogue has the same keys in pt, en and jp, and no empty value anywhere.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../locales";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const files = fs
  .readdirSync(__dirname)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

describe.each(files)("catalogue %s", (file) => {
  it("has the same non-empty keys in every language", async () => {
    const module = (await import(path.join(__dirname, file))) as Record<
      string,
      Record<string, Tree>
    >;
    const catalogues = Object.values(module);
    expect(catalogues.length).toBeGreaterThan(0);
    for (const catalogue of catalogues) {
      const keys = leaves(catalogue.pt ?? {}).map(([key]) => key);
      expect(keys.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const entries = leaves(catalogue[locale] ?? {});
        expect(entries.map(([key]) => key)).toEqual(keys);
        for (const [key, value] of entries) expect(value.trim(), `${locale}.${key}`).not.toBe("");
      }
    }
  });

  it("has Japanese text in the Japanese catalogue", async () => {
    const module = (await import(path.join(__dirname, file))) as Record<
      string,
      Record<string, Tree>
    >;
    for (const catalogue of Object.values(module)) {
      const japanese = leaves(catalogue.jp ?? {}).filter(([, v]) =>
        /[\u3040-\u30ff\u4e00-\u9fff]/.test(v),
      );
      expect(japanese.length).toBeGreaterThan(0);
    }
  });
});
