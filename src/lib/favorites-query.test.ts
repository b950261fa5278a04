import { describe, expect, it } from "vitest";
import { savedQuery, savedRefs } from "./favorites-query";

describe("the favourites page's query", () => {
  it("keeps valid refs once each, in their order", () => {
    expect(savedRefs("CL-2,LX-1,CL-2")).toEqual(["CL-2", "LX-1"]);
    expect(savedRefs(["A-1", "B-2,C-3"])).toEqual(["A-1", "B-2", "C-3"]);
  });

  it("drops what is no reference, and cuts a very long list", () => {
    expect(savedRefs("LX-1,,<script>,-x,a/b")).toEqual(["LX-1"]);
    expect(savedRefs(`${"a".repeat(41)},ok`)).toEqual(["ok"]);
    const many = Array.from({ length: 150 }, (_, index) => `R-${index}`).join(",");
    expect(savedRefs(many)).toHaveLength(100);
  });

  it("tells a page that names nothing saved from one that names no list at all", () => {
    expect(savedRefs("")).toEqual([]);
    expect(savedRefs(null)).toBeNull();
    expect(savedQuery([])).toBe("?saved=");
    expect(savedQuery(null)).toBe("");
    expect(savedQuery(["B-2", "A-1"])).toBe("?saved=B-2,A-1");
  });
});
