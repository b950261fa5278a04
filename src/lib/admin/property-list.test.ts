import { describe, expect, it } from "vitest";
import { featuredInOrder, featuredOrderPayload, filterProperties } from "./property-list";

const list = [
  { ref: "CL-LIS-001", titlePt: "Penthouse no Príncipe Real", city: "Lisboa" },
  { ref: "CL-POR-002", titlePt: "Moradia na Foz", city: "Porto" },
  { ref: "CL-FAR-003", titlePt: "Villa com piscina", city: "Faro" },
];

describe("filterProperties", () => {
  it("matches ref, Portuguese title or city, ignoring case and accents", () => {
    expect(filterProperties(list, "cl-por").map((p) => p.ref)).toEqual(["CL-POR-002"]);
    expect(filterProperties(list, "PENTHOUSE").map((p) => p.ref)).toEqual(["CL-LIS-001"]);
    expect(filterProperties(list, "faro").map((p) => p.ref)).toEqual(["CL-FAR-003"]);
    expect(filterProperties(list, "príncipe").map((p) => p.ref)).toEqual(["CL-LIS-001"]);
    expect(filterProperties(list, "principe real").map((p) => p.ref)).toEqual(["CL-LIS-001"]);
  });

  it("shows everything for a blank search and nothing for an unknown one", () => {
    expect(filterProperties(list, "  ")).toHaveLength(3);
    expect(filterProperties(list, "Braga")).toEqual([]);
  });
});

describe("featuredInOrder", () => {
  it("keeps featured ones only, by featuredOrder with missing orders last", () => {
    const properties = [
      { id: "a", featured: true, featuredOrder: null, createdAt: "2026-01-01" },
      { id: "b", featured: true, featuredOrder: 2, createdAt: "2026-01-02" },
      { id: "c", featured: false, featuredOrder: 0, createdAt: "2026-01-03" },
      { id: "d", featured: true, featuredOrder: 0, createdAt: "2026-01-04" },
      { id: "e", featured: true, featuredOrder: null, createdAt: "2025-12-31" },
    ];
    expect(featuredInOrder(properties).map((p) => p.id)).toEqual(["d", "b", "e", "a"]);
  });

  it("saves each position index as featuredOrder", () => {
    expect(featuredOrderPayload([{ id: "x" }, { id: "y" }])).toEqual([
      { id: "x", featuredOrder: 0 },
      { id: "y", featuredOrder: 1 },
    ]);
  });
});
