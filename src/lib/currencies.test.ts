import { describe, expect, it } from "vitest";
import { formatAreaIn, formatConverted, formatRateDate } from "./currencies";

describe("formatConverted", () => {
  it("writes an indication beside the euros, to three figures, in the page's language", () => {
    expect(formatConverted(2_450_000, 162.37, "JPY", "jp")).toBe("≈ ￥398,000,000");
    expect(formatConverted(2_450_000, 0.83215, "GBP", "en")).toBe("≈ £2,040,000");
    expect(formatConverted(890_000, 1.0512, "USD", "pt")).toMatch(/^≈ 936\s000\sUS\$$/);
  });
});

describe("formatAreaIn", () => {
  it("converts square metres to square feet, or keeps them", () => {
    expect(formatAreaIn(320, "ft2", "en")).toBe("3,444 ft²");
    expect(formatAreaIn(320, "m2", "en")).toBe("320 m²");
  });
});

describe("formatRateDate", () => {
  it("writes the ECB's day as the same day wherever the browser is", () => {
    expect(formatRateDate("2026-11-27", "en")).toBe("27 November 2026");
    expect(formatRateDate("2026-11-27", "jp")).toBe("2026年11月27日");
  });
});
