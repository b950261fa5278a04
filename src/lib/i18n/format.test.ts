import { describe, expect, it } from "vitest";
import { formatArea, formatDate, formatPrice } from "./format";

describe("formatting", () => {
  it("formats euro prices for each language", () => {
    expect(formatPrice(2_450_000, "pt")).toMatch(/^2\s450\s000\s€$/);
    expect(formatPrice(2_450_000, "en")).toBe("€2,450,000");
    expect(formatPrice(2_450_000, "jp")).toBe("€2,450,000");
  });

  it("formats areas in square metres and dates in pt-PT", () => {
    expect(formatArea(1250, "en")).toBe("1,250 m²");
    expect(formatDate("2026-03-07T10:00:00.000Z")).toBe("07/03/2026");
  });
});
