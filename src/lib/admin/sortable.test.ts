import { arrayMove } from "@dnd-kit/sortable";
import { describe, expect, it } from "vitest";
import { projectedIndex, reordered, sortableIds } from "./sortable";

describe("sortableIds", () => {
  it("gives the same key twice two ids, each kept by its item", () => {
    expect(sortableIds(["a.webp", "b.webp", "a.webp"])).toEqual([
      "a.webp#0",
      "b.webp#0",
      "a.webp#1",
    ]);
  });
});

describe("reordered", () => {
  const items = ["a", "b", "c", "d"];
  const ids = sortableIds(items);

  it("moves the dropped item to the place it was dropped on, as dnd-kit's arrayMove does", () => {
    expect(reordered(items, ids, "d#0", "a#0")).toEqual(["d", "a", "b", "c"]);
    expect(reordered(items, ids, "a#0", "c#0")).toEqual(["b", "c", "a", "d"]);
    for (let from = 0; from < items.length; from++) {
      for (let to = 0; to < items.length; to++) {
        if (from === to) continue;
        expect(reordered(items, ids, ids[from] ?? "", ids[to] ?? "")).toEqual(
          arrayMove(items, from, to),
        );
      }
    }
  });

  it("changes nothing for a drop on itself, outside the list or on an unknown item", () => {
    expect(reordered(items, ids, "b#0", "b#0")).toBeNull();
    expect(reordered(items, ids, "b#0", null)).toBeNull();
    expect(reordered(items, ids, "b#0", "z#0")).toBeNull();
    expect(items).toEqual(["a", "b", "c", "d"]);
  });
});

describe("projectedIndex", () => {
  it("matches where arrayMove puts every item", () => {
    const ids = ["a", "b", "c", "d", "e"];
    for (let active = 0; active < ids.length; active++) {
      for (let over = 0; over < ids.length; over++) {
        const moved = arrayMove(ids, active, over);
        ids.forEach((id, index) => {
          expect(projectedIndex(index, active, over)).toBe(moved.indexOf(id));
        });
      }
    }
  });

  it("keeps positions while nothing is dragged", () => {
    expect(projectedIndex(3, -1, -1)).toBe(3);
    expect(projectedIndex(3, 1, -1)).toBe(3);
  });
});
