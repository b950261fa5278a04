// The gallery as the server renders it (links before JavaScript runs): listings may hold more
// photos than the thumbnail strip shows (demo listings have at most six).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { propertyDetail } from "@/lib/i18n/messages/property-detail";
import { Gallery } from "./gallery";

const photos = (count: number) => Array.from({ length: count }, (_, i) => `/objects/p${i + 1}`);

function render(images: string[], initialIndex = 0) {
  const html = renderToStaticMarkup(
    createElement(Gallery, { images, title: "Villa", initialIndex, t: propertyDetail.en.gallery }),
  );
  const thumbnails = [...html.matchAll(/<a [^>]*data-testid="gallery-thumbnail"[^>]*>/g)].map(
    ([tag]) => ({
      photo: Number(/href="\?photo=(\d+)#gallery"/.exec(tag)?.[1]),
      current: tag.includes('aria-current="true"'),
    }),
  );
  const counter = /data-testid="gallery-counter">([^<]*)</.exec(html)?.[1];
  const image = /<img [^>]*src="([^"]*)"[^>]*data-testid="gallery-image"/.exec(html)?.[1];
  return { thumbnails, counter, image };
}

describe("Gallery", () => {
  it("shows at most 8 thumbnails, the first eight photos, while counting them all", () => {
    const { thumbnails, counter } = render(photos(11));
    expect(thumbnails.map((t) => t.photo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(thumbnails.map((t) => t.current)).toEqual([true, ...Array(7).fill(false)]);
    expect(counter).toBe("1 / 11");
    expect(render(photos(8)).thumbnails).toHaveLength(8);
    expect(render(photos(3)).thumbnails).toHaveLength(3);
  });

  it("still reaches a photo past the eighth, with no thumbnail marked current", () => {
    const { thumbnails, counter, image } = render(photos(11), 9);
    expect(counter).toBe("10 / 11");
    expect(image).toBe("/objects/p10?w=1200");
    expect(thumbnails).toHaveLength(8);
    expect(thumbnails.some((t) => t.current)).toBe(false);
  });
});
