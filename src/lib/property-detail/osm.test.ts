import { describe, expect, it } from "vitest";
import { mapBounds, osmMapUrl } from "./osm";

describe("the detail page's map", () => {
  it("frames the point with 0.01 degrees on every side", () => {
    expect(mapBounds({ lat: 38.716312, lng: -9.148765 })).toEqual([
      [38.706312, -9.158765],
      [38.726312, -9.138765],
    ]);
  });

  it("links to the larger map centred on the point", () => {
    expect(osmMapUrl({ lat: 41.15, lng: -8.6 })).toBe(
      "https://www.openstreetmap.org/?mlat=41.15&mlon=-8.6#map=16/41.15/-8.6",
    );
  });
});
