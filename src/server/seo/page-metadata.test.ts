import { describe, expect, it } from "vitest";
import { languageAlternates } from "./page-metadata";

describe("languageAlternates", () => {
  it("names each language by its HTML code (jp is ja) and sends x-default to the unprefixed URL", () => {
    expect(languageAlternates("/sell")).toEqual({
      "pt-PT": "/pt/sell",
      en: "/en/sell",
      ja: "/jp/sell",
      "x-default": "/sell",
    });
  });
});
