// Private visit counting (docs/decisions/035), in server.ts, so that every public page view is
// seen, those the page cache answers included: no cookie, no script, and nothing kept that tells
// one person from another. Views are summed in memory per day, page, language and kind of
// source, and written to the database every few seconds by a writer the Next.js bundle provides
// (src/server/analytics/write-visits.ts), as the feeds are (src/server/portals/feed-front.ts);
// server.ts writes what is left before the database closes on a graceful stop.
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type VisitSource, visitSource } from "@/lib/analytics/visit-source";
import { isLocale, LANGUAGE_KEY, type Locale, negotiatedLocale } from "@/lib/i18n/locales";
import {
  isPageRoute,
  isPersonalPageRoute,
  isPublicPagePath,
  stripLocale,
} from "@/lib/i18n/routing";
import { lisbonDate } from "@/lib/viewings/lisbon-time";
import { CLIENT_IP_HEADER } from "@/server/http/client-ip";
import { cookieValue } from "@/server/http/cookie-value";

export interface PageCount {
  day: string;
  page: string;
  locale: Locale;
  source: VisitSource;
  propertyRef: string | null;
  views: number;
  visitors: number;
}

export interface VisitCounts {
  pages: PageCount[];
  /** The whole site's visitors per day, each once. */
  days: { day: string; visitors: number }[];
}

type VisitWriter = (counts: VisitCounts) => Promise<void>;
const WRITER = Symbol.for("casa-lusa.visit-writer");

export function provideVisitWriter(write: VisitWriter): void {
  (globalThis as Record<symbol, unknown>)[WRITER] = write;
}

/** Programs, previews and monitors: they are no visitors. No User-Agent at all is one too. */
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|meta-externalagent|embedly|preview|whatsapp|telegram|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl|wget|python|java\/|okhttp|go-http|httpclient|axios|node|undici|deno|bun\/|postman|insomnia|scan/i;

/** The session cookie's name, with or without its __Host- prefix (src/server/auth/sessions.ts). */
const STAFF_SESSION = /(^|;\s*)(__Host-)?casa_session=/;

/** Past this many visitor-and-page pairs in a day, views are still counted, visitors no more. */
const SEEN_LIMIT = 200_000;
const FLUSH_MS = 10_000;

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A page a person asked for: not a prefetch, not the router's data, not a frame or a script. */
function isPersonsView(request: IncomingMessage): boolean {
  const purpose = `${header(request, "sec-purpose") ?? ""} ${header(request, "purpose") ?? ""} ${header(request, "x-moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  if (request.headers.rsc !== undefined || request.headers["next-router-prefetch"] !== undefined)
    return false;
  const destination = header(request, "sec-fetch-dest");
  if (destination !== undefined && destination !== "document") return false;
  const agent = header(request, "user-agent");
  if (!agent || NOT_A_PERSON.test(agent)) return false;
  return !STAFF_SESSION.test(header(request, "cookie") ?? "");
}

export class VisitCounter {
  private pages = new Map<string, PageCount>();
  private days = new Map<string, number>();
  private day = "";
  private salt = randomBytes(16);
  private seen = new Set<string>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Counts the answer to `request` when it is a public page a person was given. */
  count(request: IncomingMessage, response: ServerResponse): void {
    // A page route answered 200 is a page (its HTML): the cache's answers carry their headers
    // in writeHead, where getHeader does not see them.
    if (request.method !== "GET" || response.statusCode !== 200) return;
    const url = request.url ?? "/";
    const mark = url.indexOf("?");
    const path = mark < 0 ? url : url.slice(0, mark);
    if (!isPublicPagePath(path)) return;
    const page = stripLocale(path);
    if (!isPageRoute(page) || isPersonalPageRoute(page) || !isPersonsView(request)) return;
    const first = path.split("/")[1];
    // An unprefixed page is in the language the page cache negotiates for it (cache-key.ts).
    const locale = isLocale(first)
      ? first
      : negotiatedLocale(
          cookieValue(header(request, "cookie"), LANGUAGE_KEY),
          header(request, "accept-language"),
        );
    const query = new URLSearchParams(mark < 0 ? "" : url.slice(mark));
    const source = visitSource(
      header(request, "referer"),
      query.get("utm_source"),
      header(request, "host"),
    );
    this.add(page, locale, source, request);
  }

  private add(page: string, locale: Locale, source: VisitSource, request: IncomingMessage) {
    const day = lisbonDate(this.now());
    if (day !== this.day) {
      // A new day: a new salt, and yesterday's visitors forgotten; the hash is never kept.
      this.day = day;
      this.salt = randomBytes(16);
      this.seen.clear();
    }
    const visitor = createHash("sha256")
      .update(this.salt)
      .update(String(request.headers[CLIENT_IP_HEADER] ?? ""))
      .update("\n")
      .update(header(request, "user-agent") ?? "")
      .digest("base64url")
      .slice(0, 16);
    const room = this.seen.size < SEEN_LIMIT;
    const newToSite = room && !this.seen.has(visitor);
    const newToPage = room && !this.seen.has(`${visitor}${page}`);
    if (newToSite) {
      this.seen.add(visitor);
      this.days.set(day, (this.days.get(day) ?? 0) + 1);
    }
    if (newToPage) this.seen.add(`${visitor}${page}`);
    const key = `${day}\n${page}\n${locale}\n${source}`;
    const counted = this.pages.get(key);
    if (counted) {
      counted.views++;
      if (newToPage) counted.visitors++;
      return;
    }
    const ref = /^\/properties\/([^/]+)$/.exec(page)?.[1];
    this.pages.set(key, {
      day,
      page,
      locale,
      source,
      propertyRef: ref ?? null,
      views: 1,
      visitors: newToPage ? 1 : 0,
    });
  }

  /** What was counted since the last call, to be written. */
  take(): VisitCounts {
    const counts = {
      pages: [...this.pages.values()],
      days: [...this.days].map(([day, visitors]) => ({ day, visitors })),
    };
    this.pages = new Map();
    this.days = new Map();
    return counts;
  }

  /** Puts back what could not be written, to be written with the next. */
  giveBack(counts: VisitCounts): void {
    for (const counted of counts.pages) {
      const key = `${counted.day}\n${counted.page}\n${counted.locale}\n${counted.source}`;
      const kept = this.pages.get(key);
      if (kept) {
        kept.views += counted.views;
        kept.visitors += counted.visitors;
      } else this.pages.set(key, { ...counted });
    }
    for (const { day, visitors } of counts.days)
      this.days.set(day, (this.days.get(day) ?? 0) + visitors);
  }
}

/**
 * The process's counter, written every ten seconds once the writer is there. `flush` writes
 * what is left (server.ts calls it on a graceful stop, before the database closes).
 */
export function startVisitCounting(onError: (error: unknown) => void) {
  const counter = new VisitCounter();
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.then(async () => {
      const write = (globalThis as Record<symbol, VisitWriter | undefined>)[WRITER];
      if (!write) return;
      const counts = counter.take();
      if (!counts.pages.length && !counts.days.length) return;
      try {
        await write(counts);
      } catch (error) {
        counter.giveBack(counts);
        onError(error);
      }
    });
    return writing;
  };
  const timer = setInterval(flush, FLUSH_MS);
  timer.unref();
  return {
    count: (request: IncomingMessage, response: ServerResponse) => counter.count(request, response),
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
