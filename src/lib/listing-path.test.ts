import { describe, expect, it } from "vitest";
import { listingPath } from "./listing-path";

describe("listingPath", () => {
  it("encodes the reference, under /properties or under a given list URL", () => {
    expect(listingPath("CL-LIS-001")).toBe("/properties/CL-LIS-001");
    expect(listingPath("A/B ?", "/jp/properties")).toBe("/jp/properties/A%2FB%20%3F");
  });
});
