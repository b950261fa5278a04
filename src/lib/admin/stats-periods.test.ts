import { describe, expect, it } from "vitest";
import { statsRange } from "./stats-periods";

describe("statsRange", () => {
  // 23:30 UTC on 31 March 2026 is already 1 April in Lisbon (summer time).
  const now = new Date("2026-03-31T23:30:00Z");

  it("counts the days back from today in Lisbon, today included", () => {
    expect(statsRange("7", now)).toEqual({ from: "2026-03-26", to: "2026-04-01" });
    expect(statsRange("30", now)).toEqual({ from: "2026-03-03", to: "2026-04-01" });
  });

  it("takes twelve whole months for a year, this one included", () => {
    expect(statsRange("365", now)).toEqual({ from: "2025-05-01", to: "2026-04-01" });
  });
});
