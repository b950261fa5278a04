import "server-only";
import { createHash } from "node:crypto";
import { desc } from "drizzle-orm";
import type { Property } from "@/lib/schemas/property";
import { db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import { type EncodedJson, encodeJson } from "@/server/http/encoded-response";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";
import { contentVersions } from "@/server/page-cache/content-versions";
import { toProperty } from "./to-property";

// The full list is read by the public list, detail and favourites pages and by
// GET /api/properties (SPEC.md §1: the client filters the full list). It is kept in memory
// until the table changes: the version of the "properties" tag, which the database's triggers
// bump on every write by anyone (docs/decisions/009), is asked on every call, so several app
// instances never see a stale list; a changed list is read once however many callers find it
// changed at the same time.
interface CachedList {
  version: string;
  list: readonly Property[];
  /** Shared by the requests that arrive while it is being made. */
  encoded?: Promise<EncodedJson>;
}

const KEY = Symbol.for("casa-lusa.property-list");
type Holder = { [KEY]?: CachedList };

async function listVersion(): Promise<string> {
  const { epoch, tagSeq } = await contentVersions();
  const seq = Math.max(tagSeq.get(TAG.properties) ?? 0, tagSeq.get(TAG.everything) ?? 0);
  return `${epoch}:${seq}`;
}

let loading: { version: string; list: Promise<CachedList> } | undefined;

async function load(version: string): Promise<CachedList> {
  const rows = await db().select().from(properties).orderBy(desc(properties.createdAt));
  return { version, list: Object.freeze(rows.map(toProperty)) };
}

async function current(): Promise<CachedList> {
  const holder = globalThis as Holder;
  const version = await listVersion();
  if (holder[KEY]?.version === version) return holder[KEY];
  if (loading?.version !== version) {
    const list = load(version).finally(() => {
      if (loading?.list === list) loading = undefined;
    });
    loading = { version, list };
  }
  const fresh = await loading.list;
  holder[KEY] = fresh;
  return fresh;
}

/**
 * Every property, newest first. The array is shared: callers must not change it. A page that
 * shows only some of them says so with `wholeList: false` and names what it shows itself.
 */
export async function listProperties({ wholeList = true } = {}): Promise<readonly Property[]> {
  if (wholeList) dependsOn(TAG.properties);
  return (await current()).list;
}

/**
 * The list as JSON bytes, gzip and Brotli, with an ETag of its content: serialised and
 * compressed once per version of the table, not on every request (at 1,000 listings,
 * compressing 2.6 MB per request held the call to about 20 answers a second).
 */
export async function encodedPropertyList(): Promise<EncodedJson> {
  const cached = await current();
  cached.encoded ??= encodeJson(cached.list, (json) => {
    const digest = createHash("sha1").update(json).digest("base64url");
    return `W/"properties-${digest}"`;
  });
  return cached.encoded;
}
