import { describe, expect, it } from "vitest";
import { properties } from "./messages/properties";
import { plural } from "./plural";

describe("plural", () => {
  it("uses the singular only for one in Portuguese and English", () => {
    expect(plural("pt", 1, properties.pt.count)).toBe("1 imóvel");
    expect(plural("pt", 0, properties.pt.count)).toBe("0 imóveis");
    expect(plural("pt", 31, properties.pt.count)).toBe("31 imóveis");
    expect(plural("en", 1, properties.en.count)).toBe("1 property");
    expect(plural("en", 31, properties.en.count)).toBe("31 properties");
  });

  it("counts in Japanese with a single form", () => {
    expect(plural("jp", 1, properties.jp.count)).toBe("1件の物件");
    expect(plural("jp", 31, properties.jp.count)).toBe("31件の物件");
  });

  it("formats large numbers in the language", () => {
    expect(plural("en", 1200, properties.en.count)).toBe("1,200 properties");
  });
});
