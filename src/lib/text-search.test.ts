import { describe, expect, it } from "vitest";
import { newestFirst } from "./admin/newest-first";
import { matchesSearch, normalizeForSearch } from "./text-search";

describe("matchesSearch", () => {
  const lead = ["João Gonçalves", "Joao.G@Example.PT", "CL-LIS-001"];

  it("matches any field, ignoring case", () => {
    expect(matchesSearch(lead, "joão")).toBe(true);
    expect(matchesSearch(lead, "EXAMPLE.pt")).toBe(true);
    expect(matchesSearch(lead, "cl-lis-001")).toBe(true);
    expect(matchesSearch(lead, "porto")).toBe(false);
  });

  it("ignores Portuguese accents but keeps Japanese text intact", () => {
    expect(matchesSearch(lead, "goncalves")).toBe(true);
    expect(matchesSearch(["山田 花子"], "花子")).toBe(true);
    expect(normalizeForSearch("ガーデン")).toBe("ガーデン".normalize("NFD"));
  });

  it("matches everything for an empty or blank query and skips missing fields", () => {
    expect(matchesSearch(lead, "")).toBe(true);
    expect(matchesSearch(lead, "   ")).toBe(true);
    expect(matchesSearch([null, undefined, "Ana"], "ana")).toBe(true);
  });
});

describe("newestFirst", () => {
  it("puts the latest first without changing the input", () => {
    const items = [
      { id: "a", createdAt: "2026-01-01T10:00:00.000Z" },
      { id: "b", createdAt: "2026-03-01T10:00:00.000Z" },
      { id: "c", createdAt: "2026-02-01T10:00:00.000Z" },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(["b", "c", "a"]);
    expect(items[0]?.id).toBe("a");
  });
});
