// What a cached page depends on. Each read of content the public site shows names its tag
// (dependsOn); while the page cache renders a page it collects the tags read (collectTags), and
// it serves the page until one of them changes. The database's triggers bump the same tags on
// every write (drizzle/0002_content_versions.sql). See docs/decisions/009.
//
// Shared by server.ts and the Next.js bundle, which load it as two modules: the storage lives on
// globalThis so both see one.
import { AsyncLocalStorage } from "node:async_hooks";

/** The tags, as the triggers name them. */
export const TAG = {
  /** The whole list of properties. */
  properties: "properties",
  /** One property: its page and its cards on other pages. */
  property: (id: string) => `property:${id}`,
  /**
   * Which properties of a type rank as similar to each other: bumped when one comes, goes or
   * changes a field SIMILAR_BY names (src/lib/property-detail/similar-properties.ts).
   */
  similar: (type: string) => `similar:${type}`,
  /** The featured properties on the home page. */
  featured: "featured",
  features: "features",
  consultants: "consultants",
  testimonials: "testimonials",
  homeSettings: "home-settings",
  pageSettings: "page-settings",
  /** The agency's legal identity: the footer of every page. */
  legalSettings: "legal-settings",
  noticeTexts: "notice-texts",
  /** Facts about the installation, among them the privacy settings the privacy notice states. */
  appState: "app-state",
  /** The portals' rows: the feeds' keys and settings (src/server/portals/serve-feed.ts). */
  portalFeeds: "portal-feeds",
  /** The ECB's rates the prices are converted with. */
  exchangeRates: "exchange-rates",
  /** Bumped when a table is emptied: every page is stale. */
  everything: "everything",
  /**
   * Not a tag the database bumps: the page shows something that changes with time alone (a
   * listing's "new" or "price reduced" badge ends), and is stale from this moment on
   * (docs/decisions/034).
   */
  until: (time: Date) => `${UNTIL}${time.getTime()}`,
} as const;

const UNTIL = "until:";

/**
 * The tables the public pages (and the portal feeds) read, and what a write to each bumps. The triggers of
 * drizzle/0002_content_versions.sql do it; tests/db/content-versions.test.ts holds the database
 * to this description, and src/architecture.test.ts fails when a page reads a table left out.
 */
export const CONTENT_TABLES = {
  /** Per row: TAG.property, TAG.similar, TAG.featured, and TAG.properties for any write. */
  properties: "rows",
  property_features: TAG.features,
  consultants: TAG.consultants,
  testimonials: TAG.testimonials,
  home_settings: TAG.homeSettings,
  page_settings: TAG.pageSettings,
  legal_settings: TAG.legalSettings,
  notice_texts: TAG.noticeTexts,
  app_state: TAG.appState,
  portal_feeds: TAG.portalFeeds,
  exchange_rates: TAG.exchangeRates,
} as const;

/** The versions of every tag, as one check of the database found them. */
export interface ContentVersions {
  /** Changes when versions cannot be compared with earlier ones (the database was replaced). */
  epoch: number;
  /** The newest version: a page rendered after this check shows at least this version. */
  seq: number;
  /** Each tag's version: that of its last change. */
  tagSeq: ReadonlyMap<string, number>;
}

/** When a page was rendered and what it read. */
export interface Rendered {
  epoch: number;
  seq: number;
  tags: readonly string[];
}

/**
 * Whether none of what the page read has changed since it was rendered, and nothing it shows
 * has ended with time (`clock`, in milliseconds, is this process's: the render used the same).
 */
export function isFresh(
  rendered: Rendered,
  now: ContentVersions,
  clock: number = Date.now(),
): boolean {
  if (rendered.epoch !== now.epoch) return false;
  const changed = (tag: string) =>
    tag.startsWith(UNTIL)
      ? Number(tag.slice(UNTIL.length)) <= clock
      : (now.tagSeq.get(tag) ?? 0) > rendered.seq;
  return !changed(TAG.everything) && !rendered.tags.some(changed);
}

const KEY = Symbol.for("casa-lusa.content-tags");
const holder = globalThis as { [KEY]?: AsyncLocalStorage<Set<string>> };
holder[KEY] ??= new AsyncLocalStorage<Set<string>>();
const storage = holder[KEY];

/** Records that what is being rendered shows this content (nothing outside a page render). */
export function dependsOn(...tags: string[]): void {
  const collected = storage.getStore();
  if (collected) for (const tag of tags) collected.add(tag);
}

/**
 * Records that what is being rendered changes with time alone, at the moment `changesAt` gives
 * (worked out only during a page render; null: never).
 */
export function dependsOnTime(changesAt: () => Date | null): void {
  const collected = storage.getStore();
  const time = collected ? changesAt() : null;
  if (collected && time) collected.add(TAG.until(time));
}

/** Runs `render` and collects, into `tags`, the tags of what it reads. */
export function collectTags<T>(tags: Set<string>, render: () => T): T {
  return storage.run(tags, render);
}

/** Marks the requests the page cache makes to render a page; server.ts strips it from others. */
export const PAGE_FILL_HEADER = "x-casa-page-fill";

/**
 * Marks the element of a page that shows its own not-found text (not-found.ts): the page cache
 * answers such a page with 404 Not Found.
 */
export const NOT_FOUND_STATUS = { "data-status": "404" } as const;
/** The same, as it reads in the page's HTML. */
export const NOT_FOUND_ATTRIBUTE = ` data-status="${NOT_FOUND_STATUS["data-status"]}"`;

// The database belongs to the Next.js bundle; server.ts asks it for the versions through here.
const READER = Symbol.for("casa-lusa.content-versions");
type Reader = () => Promise<ContentVersions>;

export function provideContentVersions(read: Reader): void {
  (globalThis as Record<symbol, unknown>)[READER] = read;
}

/** How to ask for the versions, once the Next.js bundle has started and provided it. */
export function contentVersionsReader(): Reader | undefined {
  return (globalThis as Record<symbol, Reader | undefined>)[READER];
}
