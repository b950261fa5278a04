// The page cache (docs/decisions/009): public pages, and GET /api/properties/{id}, are rendered
// once per version of what they show and answered from memory, compressed, until the database
// says one of the things they read has changed. It sits in server.ts, in front of Next.js.
//
// A visitor is answered only with what reflects every write acknowledged before they asked: a
// cached page found fresh by a version check begun after their request arrived, or a render
// begun after such a check.
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { matchesEtag, preferredEncoding } from "@/server/http/compression";
import { type CacheTarget, cacheDecision, NOT_FOUND_KEY, RSC_PARAM } from "./cache-key";
import { type CachedPage, cachedPage, PUBLIC_PAGE_CACHING } from "./cached-page";
import { type ContentVersions, contentVersionsReader, isFresh } from "./content-tags";
import type { IslandsManifest } from "./island-page";
import { PageStore } from "./page-store";
import { type RenderServer, startRenderServer } from "./render-server";
import { expectedRscParam, rscParamMatches } from "./rsc-param";

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface PageCacheOptions {
  handle: Handler;
  publicPort: number;
  maxBytes: number;
  /** The build's islands (docs/decisions/018); without them, pages hydrate as Next made them. */
  islands?: IslandsManifest;
  onError: (error: unknown, url: string) => void;
}

export interface PageCache {
  /** Takes the request and returns true when the cache answers it; false leaves it to Next.js. */
  serve(request: IncomingMessage, response: ServerResponse, https: boolean): boolean;
  close(): Promise<void>;
}

/**
 * The share of the budget for what a stranger can vary without end: pages with a query string,
 * router data, favourites lists, a missing property's page. They never push out the pages many
 * visitors share (the home, the lists, the listings), which keep the rest.
 */
const VARIANTS_SHARE = 1 / 4;

/**
 * The router data entries of one page kept with the shared pages (the router's prefetches and
 * the navigations from a few other pages); any more go with the variants.
 */
const ROUTER_ENTRIES_KEPT = 4;

/** Renders at once: the machine has two cores, and a crawler must not stack up hundreds. */
const CONCURRENT_RENDERS = 4;

const gunzip = promisify(zlib.gunzip);

export async function startPageCache(options: PageCacheOptions): Promise<PageCache> {
  const renderer = await startRenderServer(options.handle, options.publicPort);
  const stores = {
    shared: new PageStore<CachedPage>(options.maxBytes * (1 - VARIANTS_SHARE)),
    variants: new PageStore<CachedPage>(options.maxBytes * VARIANTS_SHARE),
  };
  const renders = new Map<string, { epoch: number; seq: number; page: Promise<CachedPage> }>();
  const slots = new Slots(CONCURRENT_RENDERS);

  /** A render that began after `versions` was checked, shared with requests that may use it. */
  function render(target: CacheTarget, versions: ContentVersions): Promise<CachedPage> {
    const running = renders.get(target.key);
    if (running && running.epoch === versions.epoch && running.seq >= versions.seq) {
      return running.page;
    }
    const page = slots.run(() =>
      renderAndKeep(renderer, stores, target, versions, options.islands),
    );
    renders.set(target.key, { epoch: versions.epoch, seq: versions.seq, page });
    const forget = () => {
      if (renders.get(target.key)?.page === page) renders.delete(target.key);
    };
    page.then(forget, forget);
    return page;
  }

  async function answer(
    target: CacheTarget,
    read: () => Promise<ContentVersions>,
    request: IncomingMessage,
    response: ServerResponse,
    https: boolean,
  ): Promise<void> {
    if (target.rsc !== undefined) {
      // As Next.js would: made-up values are sent to the URL with the right one, unrendered.
      const expected = await expectedRscParam(target.headers);
      const url = `${target.url}${target.url.includes("?") ? "&" : "?"}${RSC_PARAM}=${expected}`;
      if (!rscParamMatches(target.rsc, expected, target.headers)) {
        response.writeHead(307, { location: url, "cache-control": "no-store" }).end();
        return;
      }
      target = { ...target, url };
    }
    const versions = await read();
    const cached = stores.shared.get(target.key) ?? stores.variants.get(target.key);
    if (cached && isFresh(cached, versions)) {
      await send(cached, "HIT", request, response, https);
      return;
    }
    await send(await render(target, versions), "MISS", request, response, https);
  }

  return {
    serve(request, response, https) {
      const decision = cacheDecision(request.method, request.url, request.headers);
      const read = contentVersionsReader();
      if (!decision || !read) return false;
      if (decision.kind === "not-found") {
        response.writeHead(404, { "content-type": "text/plain", "cache-control": "no-store" });
        response.end("Not found\n");
        return true;
      }
      if (decision.kind === "redirect") {
        response.writeHead(307, {
          location: decision.location,
          "cache-control": PUBLIC_PAGE_CACHING,
        });
        response.end();
        return true;
      }
      answer(decision, read, request, response, https).catch((error: unknown) => {
        options.onError(error, request.url ?? "");
        // Rendered as if there were no cache, or, once the answer has begun, cut short.
        if (response.headersSent) response.destroy();
        else options.handle(request, response);
      });
      return true;
    },
    close: () => renderer.close(),
  };
}

async function renderAndKeep(
  renderer: RenderServer,
  stores: Record<"shared" | "variants", PageStore<CachedPage>>,
  target: CacheTarget,
  versions: ContentVersions,
  islands: IslandsManifest | undefined,
): Promise<CachedPage> {
  const page = await cachedPage(
    target,
    await renderer.render(target.url, target.headers),
    versions,
    islands,
  );
  // A missing property's page is a variant too: anyone can make up references. A page's router
  // data stays with it while it has few entries: their headers can be made up without end.
  const shared =
    target.shared &&
    (page.status !== 404 || target.key.startsWith(NOT_FOUND_KEY)) &&
    (target.rsc === undefined || routerEntries(stores.shared, target.key) < ROUTER_ENTRIES_KEPT);
  const [store, other] = shared
    ? [stores.shared, stores.variants]
    : [stores.variants, stores.shared];
  const kept = store.get(target.key);
  // A render that began earlier and ended later must not replace a newer one.
  const newer = kept && kept.epoch === page.epoch && kept.seq > page.seq;
  if (page.reusable && !newer) {
    store.set(target.key, page);
    // A page that moved (a listing removed, now not found) leaves no stale copy behind.
    other.delete(target.key);
  }
  return page;
}

/** The router data entries of the page `key` is for, `key` aside, in `store`. */
function routerEntries(store: PageStore<CachedPage>, key: string): number {
  const page = key.slice(0, key.indexOf("\n") + 1);
  let count = 0;
  for (const other of store.keys()) {
    if (other !== key && other.startsWith(page) && !other.startsWith(`${page}\n`)) count++;
  }
  return count;
}

async function send(
  page: CachedPage,
  cache: "HIT" | "MISS",
  request: IncomingMessage,
  response: ServerResponse,
  https: boolean,
): Promise<void> {
  const headers = {
    ...page.headers,
    "content-security-policy": https ? page.policy.https : page.policy.http,
    "x-cache": cache,
    ...(https ? { "strict-transport-security": "max-age=63072000; includeSubDomains" } : {}),
  };
  if (page.status === 200 && matchesEtag(request.headers["if-none-match"], page.etag)) {
    response.writeHead(304, headers).end();
    return;
  }
  const encoding = preferredEncoding(String(request.headers["accept-encoding"] ?? ""));
  // Nearly every client takes Brotli or gzip; the rare one that takes neither is sent the
  // page decompressed for it.
  const body = encoding === "identity" ? await gunzip(page.gzip) : page[encoding];
  response.writeHead(page.status, {
    ...headers,
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    "content-length": body.length,
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/** At most `limit` tasks at once; the others wait their turn. */
class Slots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.busy >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    }
  }
}
