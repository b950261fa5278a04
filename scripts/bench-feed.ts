// The Kyero feed's part of `npm run bench` (docs/product.md#portal-feeds).
import autocannon from "autocannon";
import { getJson, patchJson, signInCookie } from "../tests/process/support/client";
import { BROWSER_ACCEPT_ENCODING } from "../tests/support/raw-http";
import {
  cpuMs,
  median,
  memoryMb,
  resetPeak,
  sentSize,
  settle,
  timeOnce,
  timeToHeaders,
} from "./bench-support";

/**
 * The Kyero feed (docs/product.md#portal-feeds): its first build, a build after an edit of one
 * listing's price (median of five, with how far the server's peak memory rose above its resident
 * memory before the build), single requests answered from memory, and the load row.
 */
export async function kyeroFeed(
  base: string,
  pid: number,
  listing: { id: string },
  duration: number,
) {
  const cookie = await signInCookie(base);
  // GET /api/portals builds both feeds, to list what they leave out.
  const started = performance.now();
  const portals = await getJson<{ portal: string; feedUrl: string }[]>(
    base,
    "/api/portals",
    cookie,
  );
  const firstBuild = Math.round(performance.now() - started);
  const url = new URL(portals.find((portal) => portal.portal === "kyero")?.feedUrl ?? "");
  const feedUrl = `${base}${url.pathname}${url.search}`;
  // As a portal's fetcher asks: compressed.
  const asked = { "accept-encoding": "gzip" };
  const builds: number[] = [];
  let peakRise = 0;
  for (let i = 0; i < 5; i++) {
    const edited = await patchJson(
      base,
      `/api/properties/${listing.id}`,
      { price: 1_000_000 + i },
      cookie,
    );
    if (!edited.ok) throw new Error(`PATCH: ${edited.status}`);
    const before = memoryMb(pid, "VmRSS");
    resetPeak(pid);
    builds.push(await timeOnce(feedUrl, asked));
    peakRise = Math.max(peakRise, memoryMb(pid) - before);
  }
  const served: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < 20; i++) {
    served.push(await timeToHeaders(feedUrl, asked));
    whole.push(await timeOnce(feedUrl, asked));
  }
  // The server's CPU per answer from memory, whole and 304, over 200 requests of each.
  const etag = (await fetch(feedUrl, { method: "HEAD", headers: asked })).headers.get("etag");
  const cpuPerAnswer = async (headers: Record<string, string>) => {
    const before = cpuMs(pid);
    for (let i = 0; i < 200; i++) await timeOnce(feedUrl, headers);
    return ((cpuMs(pid) - before) / 200).toFixed(1);
  };
  const cpu = {
    whole: await cpuPerAnswer(asked),
    notModified: await cpuPerAnswer({ ...asked, "if-none-match": etag ?? "" }),
  };
  await settle(base);
  resetPeak(pid);
  const result = await autocannon({
    url: feedUrl,
    connections: 100,
    duration,
    headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
  });
  const row = {
    target: "GET /feeds/kyero.xml",
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
    "peak MB": memoryMb(pid),
  };
  return {
    row,
    size: await sentSize(feedUrl),
    firstBuild,
    afterEdit: median(builds),
    peakRise,
    served: median(served),
    whole: median(whole),
    cpu,
  };
}
