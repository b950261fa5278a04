import { describe, expect, it } from "vitest";
import { propertyBadges } from "./property-badges";

const now = new Date("2026-11-22T12:00:00Z");
const old = "2026-01-01T00:00:00Z";

describe("propertyBadges", () => {
  it("shows exclusive for featured listings, and no reserved badge on them", () => {
    expect(propertyBadges({ featured: true, status: "reserved", createdAt: old }, now)).toEqual([
      "exclusive",
    ]);
  });

  it("shows reserved for reserved listings that are not featured", () => {
    expect(propertyBadges({ featured: false, status: "reserved", createdAt: old }, now)).toEqual([
      "reserved",
    ]);
  });

  it("shows sold, and new for available listings of the last 30 days", () => {
    expect(propertyBadges({ featured: false, status: "sold", createdAt: old }, now)).toEqual([
      "sold",
    ]);
    expect(
      propertyBadges(
        { featured: false, status: "available", createdAt: "2026-11-10T00:00:00Z" },
        now,
      ),
    ).toEqual(["new"]);
  });
});
