import { describe, expect, it } from "vitest";
import { type BadgeFacts, badgesChangeAt, isPriceReduced, propertyBadges } from "./property-badges";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

const listing = (facts: Partial<BadgeFacts>): BadgeFacts => ({
  featured: false,
  status: "available",
  firstPublishedAt: daysAgo(200),
  priceBeforeReduction: null,
  priceReducedAt: null,
  ...facts,
});

describe("propertyBadges", () => {
  it("shows exclusive for featured listings, and no reserved badge on them", () => {
    expect(propertyBadges(listing({ featured: true, status: "reserved" }), now)).toEqual([
      "exclusive",
    ]);
  });

  it("shows reserved for reserved listings that are not featured, and sold", () => {
    expect(propertyBadges(listing({ status: "reserved" }), now)).toEqual(["reserved"]);
    expect(propertyBadges(listing({ status: "sold" }), now)).toEqual(["sold"]);
  });

  it("shows new for an available listing first published in the last 14 days, not after", () => {
    expect(propertyBadges(listing({ firstPublishedAt: daysAgo(13.9) }), now)).toEqual(["new"]);
    expect(propertyBadges(listing({ firstPublishedAt: daysAgo(14) }), now)).toEqual([]);
    expect(propertyBadges(listing({ firstPublishedAt: null }), now)).toEqual([]);
    expect(
      propertyBadges(listing({ status: "reserved", firstPublishedAt: daysAgo(2) }), now),
    ).toEqual(["reserved"]);
  });

  it("shows price reduced for a drop in the last 30 days, unless sold", () => {
    const dropped = (days: number, status: BadgeFacts["status"] = "available") =>
      listing({ status, priceBeforeReduction: 900_000, priceReducedAt: daysAgo(days) });
    expect(propertyBadges(dropped(29.9), now)).toEqual(["reduced"]);
    expect(propertyBadges(dropped(30), now)).toEqual([]);
    expect(propertyBadges(dropped(3, "reserved"), now)).toEqual(["reserved", "reduced"]);
    expect(propertyBadges(dropped(3, "sold"), now)).toEqual(["sold"]);
    expect(isPriceReduced(dropped(3), now)).toBe(true);
    expect(isPriceReduced(listing({ priceReducedAt: daysAgo(3) }), now)).toBe(false);
  });
});

describe("badgesChangeAt", () => {
  it("is the first end of a new or price reduced badge among the listings", () => {
    const listings = [
      listing({ firstPublishedAt: daysAgo(10) }),
      listing({ priceBeforeReduction: 1, priceReducedAt: daysAgo(28) }),
      listing({ firstPublishedAt: daysAgo(1) }),
    ];
    expect(badgesChangeAt(listings, now)).toEqual(new Date(daysAgo(-2)));
  });

  it("is null when no listing has a badge that ends", () => {
    expect(badgesChangeAt([listing({}), listing({ status: "sold" })], now)).toBeNull();
    expect(badgesChangeAt([], now)).toBeNull();
  });
});
