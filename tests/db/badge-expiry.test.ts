// A page that shows a "new" or "price reduced" badge is kept by the page cache only until the
// badge ends (docs/decisions/034): the render collects that moment with the tags of what it read.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PropertyCreate } from "@/lib/schemas/property";
import { db } from "@/server/db/client";
import { collectTags, isFresh, type Rendered, TAG } from "@/server/page-cache/content-tags";
import { contentVersions } from "@/server/page-cache/content-versions";
import { listFeaturedProperties } from "@/server/properties/list-featured-properties";
import { listProperties } from "@/server/properties/list-properties";
import { loadPropertyDetail } from "@/server/properties/property-detail";
import { createProperty } from "@/server/properties/save-property";
import { propertyPayload } from "../support/factories";

const DAY_MS = 86_400_000;

const newProperty = (overrides: Record<string, unknown> = {}) =>
  createProperty(propertyPayload(overrides) as PropertyCreate);

/** Dates the listing's publication and last drop, as if they had happened that many days ago. */
async function backdate(
  id: string,
  { published, reduced }: { published: number; reduced?: number },
) {
  const dropped =
    reduced === undefined ? sql`null` : sql`now() - make_interval(days => ${reduced})`;
  await db().execute(
    sql`update properties set first_published_at = now() - make_interval(days => ${published}),
      price_reduced_at = ${dropped},
      price_before_reduction = ${reduced === undefined ? null : sql`price + 10000`}
      where id = ${id}`,
  );
}

async function stored(id: string) {
  const row = (await listProperties()).find((property) => property.id === id);
  if (!row) throw new Error(`no property ${id}`);
  return row;
}

const untilTags = (tags: Set<string>) => [...tags].filter((tag) => tag.startsWith("until:"));

describe("a page is kept until its badges change", () => {
  it("the list page: until the first new or price reduced badge of any listing ends", async () => {
    const fresh = await newProperty({ ref: "EXP-1" });
    const reduced = await newProperty({ ref: "EXP-2" });
    await newProperty({ ref: "EXP-3", status: "sold" });
    await backdate(fresh.id, { published: 10 });
    await backdate(reduced.id, { published: 100, reduced: 29 });
    const tags = new Set<string>();
    await collectTags(tags, () => listProperties());
    // The drop of 29 days ago ends first, in a day; the new listing's badge in four.
    const dropped = await stored(reduced.id);
    const ends = new Date(Date.parse(dropped.priceReducedAt ?? "") + 30 * DAY_MS);
    expect(untilTags(tags)).toEqual([TAG.until(ends)]);

    const versions = await contentVersions();
    const page: Rendered = { epoch: versions.epoch, seq: versions.seq, tags: [...tags] };
    expect(isFresh(page, versions, ends.getTime() - 1)).toBe(true);
    expect(isFresh(page, versions, ends.getTime())).toBe(false);
  });

  it("the detail page and the home's featured listings: until their own badges end", async () => {
    const shown = await newProperty({ ref: "EXP-10", featured: true, featuredOrder: 0 });
    await backdate(shown.id, { published: 13 });
    const tags = new Set<string>();
    await collectTags(tags, () => loadPropertyDetail("EXP-10"));
    const published = Date.parse((await stored(shown.id)).firstPublishedAt ?? "");
    expect(untilTags(tags)).toEqual([TAG.until(new Date(published + 14 * DAY_MS))]);
    const home = new Set<string>();
    await collectTags(home, () => listFeaturedProperties());
    expect(untilTags(home)).toEqual([TAG.until(new Date(published + 14 * DAY_MS))]);
  });

  it("a page with no badge that ends is kept until the content changes", async () => {
    const old = await newProperty({ ref: "EXP-20" });
    await backdate(old.id, { published: 60, reduced: 45 });
    const tags = new Set<string>();
    await collectTags(tags, () => loadPropertyDetail("EXP-20"));
    expect(untilTags(tags)).toEqual([]);
  });
});
