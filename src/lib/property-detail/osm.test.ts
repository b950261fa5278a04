import { describe, expect, it } from "vitest";
import { osmEmbedUrl, osmMapUrl } from "./osm";

describe("OpenStreetMap links", () => {
  it("frames the point with 0.01 degrees on every side and marks it", () => {
    const url = new URL(osmEmbedUrl({ lat: 38.716312, lng: -9.148765 }));
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("bbox")).toBe("-9.158765,38.706312,-9.138765,38.726312");
    expect(url.searchParams.get("layer")).toBe("mapnik");
    expect(url.searchParams.get("marker")).toBe("38.716312,-9.148765");
  });

  it("links to the larger map centred on the point", () => {
    expect(osmMapUrl({ lat: 41.15, lng: -8.6 })).toBe(
      "https://www.openstreetmap.org/?mlat=41.15&mlon=-8.6#map=16/41.15/-8.6",
    );
  });
});
