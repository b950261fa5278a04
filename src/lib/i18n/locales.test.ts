import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromLanguageTag } from "./locales";

describe("language of a first visit", () => {
  it.each([
    ["pt-PT", "pt"],
    ["pt-BR", "pt"],
    ["ja", "jp"],
    ["ja-JP", "jp"],
    ["en-US", "en"],
    ["fr-FR", "pt"],
    ["", "pt"],
  ])("%s gives %s", (tag, locale) => {
    expect(localeFromLanguageTag(tag)).toBe(locale);
  });

  it("reads the browser's first preference from Accept-Language", () => {
    expect(localeFromAcceptLanguage("ja,en-US;q=0.9,en;q=0.8")).toBe("jp");
    expect(localeFromAcceptLanguage("en-GB;q=0.8, ja;q=0.9")).toBe("jp");
    expect(localeFromAcceptLanguage("de-DE,en;q=0.5")).toBe("pt");
    expect(localeFromAcceptLanguage("*")).toBe("pt");
    expect(localeFromAcceptLanguage(null)).toBe("pt");
  });
});
