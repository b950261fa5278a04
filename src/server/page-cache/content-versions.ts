import "server-only";
import { eq, gt, or } from "drizzle-orm";
import { db } from "@/server/db/client";
import { contentVersions as table } from "@/server/db/schema";
import type { ContentVersions } from "./content-tags";

// The versions of what the public pages show, asked of the database so that every writer is
// seen (this process, another instance, SQL typed by hand). An answer must come from a check
// that began after the question was asked: one made earlier could miss a write the asker has
// already seen acknowledged. Questions asked while no check has begun share the next one, and
// checks begin at most every SPACING_MS, so a loaded server asks the database a few hundred
// times a second at most, each time for the rows changed since (usually none).
const SPACING_MS = 2;

interface State {
  known?: ContentVersions;
  /** The check questions join until it begins. */
  next?: Promise<ContentVersions>;
  /** The last check scheduled: the next one begins after it ends. */
  last: Promise<unknown>;
  lastStart: number;
}

const KEY = Symbol.for("casa-lusa.content-versions.state");
const holder = globalThis as { [KEY]?: State };
holder[KEY] ??= { last: Promise.resolve(), lastStart: Number.NEGATIVE_INFINITY };
const state = holder[KEY];

/** The versions as of a check of the database made after this call. */
export function contentVersions(): Promise<ContentVersions> {
  if (state.next) return state.next;
  const check = state.last.then(async () => {
    const wait = state.lastStart + SPACING_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // From here on a new question needs the check after this one.
    state.next = undefined;
    state.lastStart = performance.now();
    state.known = await read(state.known);
    return state.known;
  });
  state.next = check;
  state.last = check.catch(() => undefined);
  return check;
}

async function read(known: ContentVersions | undefined): Promise<ContentVersions> {
  const rows = await db()
    .select()
    .from(table)
    .where(known ? or(gt(table.seq, known.seq), eq(table.tag, "*")) : undefined);
  const star = rows.find((row) => row.tag === "*")?.seq ?? 0;
  if (known && star >= known.seq) {
    if (star === known.seq) return known;
    const tagSeq = new Map(known.tagSeq);
    for (const row of rows) tagSeq.set(row.tag, row.seq);
    return { epoch: known.epoch, seq: star, tagSeq };
  }
  // The first check, or versions that went back (a restored or replaced database): start over,
  // and let nothing rendered before count as fresh.
  const all = known ? await db().select().from(table) : rows;
  const tagSeq = new Map(all.map((row) => [row.tag, row.seq]));
  return { epoch: (known?.epoch ?? 0) + 1, seq: tagSeq.get("*") ?? 0, tagSeq };
}
