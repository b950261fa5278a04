import "server-only";
import { desc, inArray } from "drizzle-orm";
import { badgesChangeAt } from "@/lib/property-badges";
import type { Property } from "@/lib/schemas/property";
import { db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import {
  type ContentVersions,
  dependsOn,
  dependsOnTime,
  TAG,
} from "@/server/page-cache/content-tags";
import { contentVersions } from "@/server/page-cache/content-versions";
import { toProperty } from "./to-property";

const PROPERTY_TAG = TAG.property("");

// The full list is read by the public list, detail and favourites pages and by GET /api/properties
// (docs/product.md#calls-properties-and-features). It is kept in memory until the table changes:
// the versions of the content tags, which the database's triggers bump on every write by anyone
// (docs/decisions/009), are asked on every call, so several app instances never see a stale list. A
// change reads again only the properties whose own tag moved (at 10,000 listings, reading them all
// took about half a second); a changed list is made once however many callers find it changed at
// the same time.
interface CachedList {
  epoch: number;
  /** The list shows every write up to this version. */
  seq: number;
  list: readonly Property[];
}

const KEY = Symbol.for("casa-lusa.property-list");
type Holder = { [KEY]?: CachedList };

let loading: { epoch: number; seq: number; list: Promise<CachedList> } | undefined;

const newestFirst = (a: Property, b: Property) => b.createdAt.localeCompare(a.createdAt);

/** The list as of `versions`: `kept` with the properties changed since read again, or all read. */
async function load(versions: ContentVersions, kept: CachedList | undefined): Promise<CachedList> {
  const { epoch, seq, tagSeq } = versions;
  if (!kept || kept.epoch !== epoch || (tagSeq.get(TAG.everything) ?? 0) > kept.seq) {
    const rows = await db().select().from(properties).orderBy(desc(properties.createdAt));
    return { epoch, seq, list: Object.freeze(rows.map(toProperty)) };
  }
  const changed: string[] = [];
  for (const [tag, tagVersion] of tagSeq) {
    if (tagVersion > kept.seq && tag.startsWith(PROPERTY_TAG)) {
      changed.push(tag.slice(PROPERTY_TAG.length));
    }
  }
  const gone = new Set(changed);
  const rows = changed.length
    ? await db().select().from(properties).where(inArray(properties.id, changed))
    : [];
  const list = kept.list.filter((property) => !gone.has(property.id));
  list.push(...rows.map(toProperty));
  return { epoch, seq, list: Object.freeze(list.sort(newestFirst)) };
}

async function current(): Promise<CachedList> {
  const holder = globalThis as Holder;
  const versions = await contentVersions();
  const kept = holder[KEY];
  const moved = (tag: string) => (versions.tagSeq.get(tag) ?? 0) > (kept?.seq ?? 0);
  if (kept?.epoch === versions.epoch && !moved(TAG.properties) && !moved(TAG.everything)) {
    return kept;
  }
  if (!loading || loading.epoch !== versions.epoch || loading.seq < versions.seq) {
    const list = load(versions, kept).finally(() => {
      if (loading?.list === list) loading = undefined;
    });
    loading = { epoch: versions.epoch, seq: versions.seq, list };
  }
  const fresh = await loading.list;
  // A load that began earlier and ended later must not replace a newer list.
  const now = holder[KEY];
  if (!now || now.epoch !== fresh.epoch || now.seq < fresh.seq) holder[KEY] = fresh;
  return fresh;
}

/**
 * Every property, newest first. The array is shared: callers must not change it. A page that
 * shows only some of them says so with `wholeList: false` and names what it shows itself (and
 * when their badges change, badgesChangeAt).
 */
export async function listProperties({ wholeList = true } = {}): Promise<readonly Property[]> {
  if (wholeList) dependsOn(TAG.properties);
  const { list } = await current();
  // The list's badges and its "price reduced" filter change with time too.
  if (wholeList) dependsOnTime(() => badgesChangeAt(list));
  return list;
}
