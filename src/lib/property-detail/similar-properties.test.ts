import { describe, expect, it } from "vitest";
import type { Property } from "@/lib/schemas/property";
import { similarProperties } from "./similar-properties";

function property(ref: string, fields: Partial<Property>): Property {
  return { ref, type: "apartment", city: "Lisboa", price: 500_000, ...fields } as Property;
}

describe("similarProperties", () => {
  const subject = property("A", {});

  it("returns other properties of the same type only, never the property itself", () => {
    const all = [subject, property("B", { type: "house" }), property("C", {})];
    expect(similarProperties(all, subject).map((p) => p.ref)).toEqual(["C"]);
  });

  it("puts the same city first, then the closest price, and stops at the limit", () => {
    const all = [
      property("far-city", { city: "Porto", price: 500_000 }),
      property("cheap", { price: 100_000 }),
      property("close", { price: 520_000 }),
      property("closer", { price: 505_000 }),
      property("dear", { price: 900_000 }),
      property("other-city", { city: "Faro", price: 499_000 }),
    ];
    expect(similarProperties(all, subject).map((p) => p.ref)).toEqual([
      "closer",
      "close",
      "cheap",
      "dear",
    ]);
    expect(similarProperties(all, subject, 2)).toHaveLength(2);
  });
});
