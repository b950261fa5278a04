// The tags the page cache goes by: every write bumps the tags of what it changed (the triggers of
// drizzle/0002, held to content-tags.ts's description of them), contentVersions() sees each
// write made before it was asked, and a render collects the tags of what it reads.
import { desc, getTableColumns, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SIMILAR_BY } from "@/lib/property-detail/similar-properties";
import { consultantCreateSchema } from "@/lib/schemas/consultant";
import type { Property, PropertyCreate } from "@/lib/schemas/property";
import { testimonialCreateSchema } from "@/lib/schemas/testimonial";
import { createConsultant } from "@/server/consultants/consultants";
import { connection, db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import { createFeature } from "@/server/features/property-features";
import {
  CONTENT_TABLES,
  type ContentVersions,
  collectTags,
  isFresh,
  type Rendered,
  TAG,
} from "@/server/page-cache/content-tags";
import { contentVersions } from "@/server/page-cache/content-versions";
import { listProperties } from "@/server/properties/list-properties";
import { loadPropertyDetail } from "@/server/properties/property-detail";
import { createProperty, deleteProperty, updateProperty } from "@/server/properties/save-property";
import { toProperty } from "@/server/properties/to-property";
import { updateHomeSettings } from "@/server/settings/home-settings";
import { updatePageSettings } from "@/server/settings/page-settings";
import { createTestimonial } from "@/server/testimonials/testimonials";
import { consultantPayload, propertyPayload, testimonialPayload } from "../support/factories";

const newProperty = (overrides: Record<string, unknown> = {}) =>
  createProperty(propertyPayload(overrides) as PropertyCreate);

/** The tags a write bumped. */
async function bumpedBy(write: () => Promise<unknown>): Promise<string[]> {
  const before = await contentVersions();
  await write();
  const after = await contentVersions();
  return [...after.tagSeq]
    .filter(([tag, seq]) => tag !== "*" && seq > before.seq)
    .map(([tag]) => tag)
    .sort();
}

const renderedNow = (versions: ContentVersions, ...tags: string[]): Rendered => ({
  epoch: versions.epoch,
  seq: versions.seq,
  tags,
});

describe("writes bump the tags of what they change", () => {
  it("a new property: itself, its type's similar ones, the list, and featured when it is", async () => {
    let id = "";
    const tags = await bumpedBy(async () => {
      ({ id } = await newProperty({ type: "house", featured: true }));
    });
    expect(tags).toEqual(
      [TAG.featured, TAG.properties, TAG.property(id), TAG.similar("house")].sort(),
    );
  });

  it("a new title: the property and the list only; a new price: its similar ones too", async () => {
    const { id } = await newProperty();
    expect(await bumpedBy(() => updateProperty(id, { titleEn: "Renamed" }))).toEqual(
      [TAG.properties, TAG.property(id)].sort(),
    );
    expect(await bumpedBy(() => updateProperty(id, { price: 1 }))).toEqual(
      [TAG.properties, TAG.property(id), TAG.similar("apartment")].sort(),
    );
    expect(await bumpedBy(() => updateProperty(id, { type: "office" }))).toEqual(
      [TAG.properties, TAG.property(id), TAG.similar("apartment"), TAG.similar("office")].sort(),
    );
  });

  it("a deleted property: itself, its type's similar ones and the list", async () => {
    const { id } = await newProperty();
    expect(await bumpedBy(() => deleteProperty(id))).toEqual(
      [TAG.properties, TAG.property(id), TAG.similar("apartment")].sort(),
    );
  });

  it("features, consultants, testimonials, home and page settings: their own tag", async () => {
    expect(
      await bumpedBy(() =>
        createFeature({
          key: "sauna",
          namePt: "Sauna",
          nameEn: "Sauna",
          nameJp: "サウナ",
          active: true,
        }),
      ),
    ).toEqual([TAG.features]);
    expect(
      await bumpedBy(() => createConsultant(consultantCreateSchema.parse(consultantPayload()))),
    ).toEqual([TAG.consultants]);
    expect(
      await bumpedBy(() => createTestimonial(testimonialCreateSchema.parse(testimonialPayload()))),
    ).toEqual([TAG.testimonials]);
    expect(await bumpedBy(() => updateHomeSettings({ titlePt: "Olá" }))).toEqual([
      TAG.homeSettings,
    ]);
    expect(await bumpedBy(() => updatePageSettings("sell", { titlePt: "Venda" }))).toEqual([
      TAG.pageSettings,
    ]);
  });
});

/** The rows a query gives, on either engine. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** A trigger as the database holds it, in the words of content-tags.ts. */
interface TriggerShape {
  table: string;
  events: string[];
  calls: string;
}

/** The triggers the tables the public pages read must have, as CONTENT_TABLES describes them. */
function describedTriggers(): TriggerShape[] {
  const all = ["delete", "insert", "truncate", "update"];
  return Object.entries(CONTENT_TABLES).flatMap(([table, tags]): TriggerShape[] =>
    tags === "rows"
      ? [
          ...["delete", "insert", "update"].map((event) => ({
            table,
            events: [event],
            calls: "properties_changed()",
          })),
          // Emptied, the table leaves no row to name.
          { table, events: ["truncate"], calls: `content_changed('${TAG.everything}')` },
        ]
      : [{ table, events: all, calls: `content_changed('${tags}')` }],
  );
}

/** Every trigger on the application's tables: after the statement, what fires it, what it runs. */
async function triggersInTheDatabase(): Promise<(TriggerShape & { timing: string })[]> {
  const rows = await rowsOf<{ table: string; type: number; function: string; args: string }>(
    db().execute(sql`
    select c.relname as "table", t.tgtype as "type", p.proname as "function",
      encode(t.tgargs, 'hex') as "args"
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid
    where n.nspname = 'public' and not t.tgisinternal`),
  );
  // pg_trigger.tgtype's bits (PostgreSQL's include/catalog/pg_trigger.h).
  const EVENTS = { insert: 1 << 2, delete: 1 << 3, update: 1 << 4, truncate: 1 << 5 };
  const ROW = 1 << 0;
  const BEFORE = 1 << 1;
  const INSTEAD = 1 << 6;
  return rows.map(({ table, type, function: name, args }) => {
    const values = Buffer.from(args, "hex").toString("utf8").split("\0").slice(0, -1);
    return {
      table,
      events: Object.entries(EVENTS)
        .filter(([, bit]) => type & bit)
        .map(([event]) => event)
        .sort(),
      calls: `${name}(${values.map((value) => `'${value}'`).join(", ")})`,
      timing: `${type & (BEFORE | INSTEAD) ? "before" : "after"} each ${type & ROW ? "row" : "statement"}`,
    };
  });
}

const byTableAndEvent = (a: TriggerShape, b: TriggerShape) =>
  a.table.localeCompare(b.table) || a.events.join().localeCompare(b.events.join());

describe("the triggers, as content-tags.ts describes them", () => {
  it("every table the public pages read has its trigger, bumping the tags TAG names; no other has one", async () => {
    const all = await triggersInTheDatabase();
    // The audit log's own guard (drizzle/0007, docs/decisions/027) and the price history
    // (drizzle/0011) are no content triggers.
    const others = [
      "audit_log_append_only()",
      "properties_price_and_publication()",
      "properties_price_history()",
    ];
    const guard = all.filter((trigger) => others.includes(trigger.calls));
    // pg_trigger's rows come in no set order.
    const shapes = guard
      .map(({ table, events, timing }) => ({ table, events, timing }))
      .sort((a, b) => `${a.table} ${a.timing}`.localeCompare(`${b.table} ${b.timing}`));
    expect(shapes).toEqual([
      { table: "audit_log", events: ["delete", "update"], timing: "before each row" },
      { table: "properties", events: ["insert", "update"], timing: "after each row" },
      { table: "properties", events: ["insert", "update"], timing: "before each row" },
    ]);
    const found = all.filter((trigger) => !guard.includes(trigger));
    expect(found.filter((trigger) => trigger.timing !== "after each statement")).toEqual([]);
    expect(found.map(({ timing: _, ...trigger }) => trigger).sort(byTableAndEvent)).toEqual(
      describedTriggers().sort(byTableAndEvent),
    );
  });

  it("bumps a type's similar listings when a field SIMILAR_BY names changes, and no other", async () => {
    const columns = getTableColumns(properties);
    const consultant = await createConsultant(consultantCreateSchema.parse(consultantPayload()));
    const texts = (tag: string) =>
      Object.fromEntries(
        ["titlePt", "titleEn", "titleJp", "descriptionPt", "descriptionEn", "descriptionJp"].map(
          (field) => [field, `${field} ${tag}`],
        ),
      ) as Record<"titlePt" | "titleEn" | "titleJp", string> &
        Record<"descriptionPt" | "descriptionEn" | "descriptionJp", string>;
    // Two listings unlike in every column, so that copying one column from the second to the
    // first changes that column alone.
    const [first, second] = await db()
      .insert(properties)
      .values([
        {
          ref: "SIM-A",
          type: "apartment",
          price: 350_000,
          location: "Alfama",
          city: "Lisboa",
          area: 85,
          energyCertificate: "A",
          latitude: 38.71,
          longitude: -9.13,
          createdAt: new Date("2026-01-01T00:00:00Z"),
          updatedAt: new Date("2026-01-02T00:00:00Z"),
          ...texts("A"),
        },
        {
          ref: "SIM-B",
          type: "house",
          status: "reserved",
          price: 900_000,
          location: "Foz",
          city: "Porto",
          district: "Porto",
          latitude: 41.15,
          longitude: -8.67,
          area: 200,
          bedrooms: 4,
          bathrooms: 3,
          yearBuilt: 2020,
          energyCertificate: "B",
          featured: true,
          featuredOrder: 1,
          consultantId: consultant.id,
          images: ["https://example.com/b.jpg"],
          virtualTour: "https://example.com/tour",
          features: ["pool"],
          portals: ["kyero"],
          addressVisibility: "hidden",
          externalId: "old-site-2",
          importHash: "imported",
          firstPublishedAt: new Date("2025-01-01T00:00:00Z"),
          priceBeforeReduction: 950_000,
          priceReducedAt: new Date("2025-06-01T00:00:00Z"),
          createdAt: new Date("2025-01-01T00:00:00Z"),
          updatedAt: new Date("2025-01-02T00:00:00Z"),
          ...texts("B"),
        },
      ])
      .returning({ id: properties.id });
    if (!first || !second) throw new Error("the listings were not stored");

    const watched: string[] = [];
    // A row's identity is no field to compare: no two rows share it.
    const identity = [columns.id.name, columns.ref.name, columns.externalId.name];
    for (const { name } of Object.values(columns).filter((c) => !identity.includes(c.name))) {
      const column = sql.identifier(name);
      const unlike = await rowsOf(
        db().execute(sql`
        select (a.${column} is distinct from b.${column}) as "unlike"
        from properties a, properties b where a.id = ${first.id} and b.id = ${second.id}`),
      );
      expect(unlike[0], name).toEqual({ unlike: true });
      const tags = await bumpedBy(() =>
        db().execute(sql`
          update properties set ${column} = (select ${column} from properties where id = ${second.id})
          where id = ${first.id}`),
      );
      if (tags.some((tag) => tag.startsWith(TAG.similar("")))) watched.push(name);
    }
    expect(watched.sort()).toEqual(
      Object.values(SIMILAR_BY)
        .map((field) => columns[field].name)
        .sort(),
    );
  });
});

describe("contentVersions", () => {
  it("sees a change typed straight into the database, so a page that showed it is stale", async () => {
    const { id } = await newProperty();
    const before = await contentVersions();
    const page = renderedNow(before, TAG.property(id));
    const other = renderedNow(before, TAG.testimonials, TAG.homeSettings);
    await connection().exec(`update properties set title_pt = 'Mudado à mão' where id = '${id}'`);
    const after = await contentVersions();
    expect(isFresh(page, after)).toBe(false);
    expect(isFresh(other, after)).toBe(true);
    expect((await listProperties()).find((property) => property.id === id)?.titlePt).toBe(
      "Mudado à mão",
    );
  });

  it("makes every page stale when a table is emptied", async () => {
    const versions = await contentVersions();
    const page = renderedNow(versions, TAG.testimonials);
    await connection().exec("truncate table properties cascade");
    expect(isFresh(page, await contentVersions())).toBe(false);
  });

  it("answers questions asked together with one check, and a question after a write with it", async () => {
    const { id } = await newProperty();
    const [a, b] = await Promise.all([contentVersions(), contentVersions()]);
    expect(a).toBe(b);
    await updateProperty(id, { titlePt: "Depois da pergunta" });
    expect(isFresh(renderedNow(a, TAG.property(id)), await contentVersions())).toBe(false);
  });
});

describe("collectTags", () => {
  it("records what a detail page reads: the listing, the similar ones, consultants and features", async () => {
    const shown = await newProperty({ ref: "TAG-1", city: "Porto" });
    const similar = await newProperty({ ref: "TAG-2", city: "Porto" });
    await newProperty({ ref: "TAG-3", type: "land" });
    const tags = new Set<string>();
    await collectTags(tags, () => loadPropertyDetail("TAG-1"));
    // Besides the moment its badges end (tests/db/badge-expiry.test.ts).
    expect([...tags].filter((tag) => !tag.startsWith("until:")).sort()).toEqual(
      [
        TAG.property(shown.id),
        TAG.property(similar.id),
        TAG.similar("apartment"),
        TAG.consultants,
        TAG.features,
      ].sort(),
    );
  });

  it("records the whole list for a page that shows it, and nothing outside a render", async () => {
    const tags = new Set<string>();
    await collectTags(tags, () => listProperties());
    expect([...tags]).toEqual([TAG.properties]);
    const unknown = new Set<string>();
    await collectTags(unknown, () => loadPropertyDetail("NO-SUCH-REF"));
    expect([...unknown]).toEqual([TAG.properties]);
  });
});

describe("listProperties", () => {
  /** The list as a fresh read of the table would give it. */
  async function readAll() {
    const rows = await db().select().from(properties).orderBy(desc(properties.createdAt));
    return rows.map(toProperty);
  }
  const ids = (list: readonly { id: string }[]) => list.map((property) => property.id);

  it("follows creations, edits, deletions and SQL typed by hand, reading again only what changed", async () => {
    const [kept, edited, deleted] = [await newProperty(), await newProperty(), await newProperty()];
    const other = await newProperty();
    const before = await listProperties();
    const find = (list: readonly Property[], id: string) => list.find((p) => p.id === id);

    const created = await newProperty();
    await updateProperty(edited.id, { titlePt: "Título novo" });
    await deleteProperty(deleted.id);
    await connection().exec(`update properties set price = 123456 where id = '${kept.id}'`);
    const after = await listProperties();

    expect(ids(after)).toEqual(ids(await readAll()));
    expect(ids(after)).toContain(created.id);
    expect(ids(after)).not.toContain(deleted.id);
    expect(find(after, edited.id)?.titlePt).toBe("Título novo");
    expect(find(after, kept.id)?.price).toBe(123456);
    // The others are the very objects read before: they were not read again.
    expect(find(after, other.id)).toBe(find(before, other.id));
    expect(find(after, kept.id)).not.toBe(find(before, kept.id));
    expect(await listProperties()).toBe(after);
  });

  it("is read whole again when the table is emptied", async () => {
    await newProperty();
    expect((await listProperties()).length).toBeGreaterThan(0);
    await connection().exec("truncate table properties cascade");
    expect(await listProperties()).toEqual([]);
  });
});
