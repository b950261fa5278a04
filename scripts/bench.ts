// `npm run bench [-- --properties 10000] [-- --crawl 10000]`: builds, starts the production
// server on a fresh database holding the demo content plus generated listings, loads it with
// autocannon (100 connections, 10 s per page, with a browser's Accept-Encoding), times the first
// render of pages after an edit, crawls the list with that many different query strings while
// sampling the server's memory, and prints one table and the lines under it; the same text goes
// to docs/benchmarks.md. A benchmark, not part of `npm test`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { patchJson, signInCookie } from "../tests/process/support/client";
import { startAppServer, TEST_ADMIN } from "../tests/support/app-server";
import { BROWSER_ACCEPT_ENCODING } from "../tests/support/raw-http";
import { kyeroFeed } from "./bench-feed";
import { median, memoryMb, resetPeak, sentSize, settle, timeOnce } from "./bench-support";
import { visitCountingCost } from "./bench-visits";
import { buildIfNeeded } from "./build-if-needed";
import { generateProperties } from "./generate-properties";

function option(name: string, fallback: number): number {
  const flag = process.argv.indexOf(name);
  const value = flag > 0 ? Number(process.argv[flag + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} takes a whole number`);
  return value;
}
const count = option("--properties", 1000) || 1;
const crawlCount = option("--crawl", 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const PAGE_CACHE_MB = 128;

async function main() {
  buildIfNeeded();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "casa-lusa-bench-"));
  // The first admin, created with the demo content, is the one the edits below sign in as.
  process.env.ADMIN_EMAIL = TEST_ADMIN.email;
  process.env.ADMIN_PASSWORD = TEST_ADMIN.password;
  await generateProperties(dataDir, count);
  const server = await startAppServer({
    dataDir,
    env: { LOG_LEVEL: "error", PAGE_CACHE_MB: String(PAGE_CACHE_MB) },
  });
  try {
    const properties = (await (await fetch(`${server.url}/api/properties`)).json()) as {
      id: string;
      ref: string;
      featured: boolean;
    }[];
    // A featured listing: its edit makes the home page stale too.
    const sample = properties.find((property) => property.featured) ?? properties[0];
    if (!sample) throw new Error("no properties");
    const targets = [
      ["GET /api/properties", "/api/properties"],
      ["GET /api/properties/{id}", `/api/properties/${sample.id}`],
      ["home page /pt", "/pt"],
      ["list /pt/properties", "/pt/properties"],
      ["detail /pt/properties/{ref}", `/pt/properties/${sample.ref}`],
    ] as const;
    const rows = [];
    const atRest = memoryMb(server.process.pid ?? 0, "VmRSS");
    resetPeak(server.process.pid ?? 0);
    for (const [name, target] of targets) {
      await settle(server.url);
      const result = await autocannon({
        url: `${server.url}${target}`,
        connections: 100,
        duration: DURATION,
        headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
      });
      rows.push({
        target: name,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.non2xx,
        "peak MB": memoryMb(server.process.pid ?? 0),
      });
      resetPeak(server.process.pid ?? 0);
      process.stdout.write(`${name}: ${JSON.stringify(rows.at(-1))}\n`);
    }
    const pid = server.process.pid ?? 0;
    const feed = await kyeroFeed(server.url, pid, sample, DURATION);
    rows.push(feed.row);
    const counting = await visitCountingCost(server.url, `/pt/properties/${sample.ref}`, pid);
    const afterEdit = await firstRenderAfterEdit(server.url, sample);
    const loadPeak = Math.max(...rows.map((row) => Number(row["peak MB"])));
    const crawl = crawlCount ? await crawlList(server.url, pid, crawlCount) : undefined;
    const report = section(rows, [
      `properties: ${properties.length}`,
      `GET /api/properties as sent to a browser: ${await sentSize(`${server.url}/api/properties`)}`,
      `first render after an edit of the listing's title (median of 5): detail ${afterEdit.detail} ms, list ${afterEdit.list} ms, home ${afterEdit.home} ms`,
      `Kyero feed (${feed.size}): both feeds first built (GET /api/portals on a fresh server) ${feed.firstBuild} ms; built again after an edit of a listing's price (median of 5) ${feed.afterEdit} ms, raising the server's peak memory by at most ${feed.peakRise} MB; served from memory (median of 20 single requests, gzip) ${feed.served} ms to the headers, ${feed.whole} ms with the whole body read and decompressed by the client; the server's CPU per answer ${feed.cpu.whole} ms (${feed.cpu.notModified} ms for a 304)`,
      `visit counting (the cached detail page, 100 connections, medians of 3 turns of 5 s each way): ${counting.counted} req/s as people (each request another browser, counted) against ${counting.uncounted} req/s as a crawler (not counted), a cost of ${counting.cost}%; the server's CPU per answer ${counting.cpuCounted} ms against ${counting.cpuUncounted} ms`,
      `server resident memory before the load: ${atRest} MB; peak (RSS high-water mark) under the load above: ${loadPeak} MB (each target's in its row)`,
      ...(crawl
        ? [
            `crawl of ${crawlCount} different list URLs (?location=…, 8 at a time, ${crawl.seconds} s): RSS ${crawl.before} MB before, ${crawl.quarters.join(" / ")} MB after each quarter, at most ${crawl.peak} MB (sampled every 250 ms); page cache budget ${PAGE_CACHE_MB} MB`,
          ]
        : []),
    ]);
    process.stdout.write(`\n${report}\n`);
    writeReport(report);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * How long the first visitor after an edit waits: the listing's title is changed through the
 * API, then its detail page, the list and the home page are each asked once (each a render, as
 * the edit made them stale). Median of five edits.
 */
async function firstRenderAfterEdit(
  base: string,
  listing: { id: string; ref: string },
): Promise<{ detail: number; list: number; home: number }> {
  const cookie = await signInCookie(base);
  const times = { detail: [] as number[], list: [] as number[], home: [] as number[] };
  const pages = { detail: `/pt/properties/${listing.ref}`, list: "/pt/properties", home: "/pt" };
  for (let i = 0; i < 5; i++) {
    for (const path of Object.values(pages)) await timeOnce(`${base}${path}`);
    const edited = await patchJson(
      base,
      `/api/properties/${listing.id}`,
      { titlePt: `Editado ${i}` },
      cookie,
    );
    if (!edited.ok) throw new Error(`PATCH: ${edited.status}`);
    for (const [name, path] of Object.entries(pages) as [keyof typeof pages, string][]) {
      times[name].push(await timeOnce(`${base}${path}`));
    }
  }
  return { detail: median(times.detail), list: median(times.list), home: median(times.home) };
}

/**
 * A crawler asking for `total` different list URLs (each a tidy query, so each is rendered and
 * offered to the cache), 8 at a time, while the server's resident memory is sampled.
 */
async function crawlList(base: string, pid: number, total: number) {
  const before = memoryMb(pid, "VmRSS");
  let peak = before;
  const quarters: number[] = [];
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryMb(pid, "VmRSS"));
  }, 250);
  const started = performance.now();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < total) {
      const response = await fetch(`${base}/pt/properties?location=crawl-${next++}`, {
        headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
      });
      if (response.status !== 200) throw new Error(`crawl: ${response.status}`);
      await response.arrayBuffer();
      done++;
      if (done % Math.ceil(total / 4) === 0) quarters.push(memoryMb(pid, "VmRSS"));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  clearInterval(sampler);
  const seconds = Math.round((performance.now() - started) / 1000);
  return { before, peak, quarters, seconds };
}

function section(rows: Record<string, string | number>[], lines: string[]): string {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const header = Object.keys(rows[0] ?? {});
  return [
    `## ${new Date().toISOString().slice(0, 10)} — ${count} properties, PGlite`,
    "",
    `Machine: ${machine}. autocannon, 100 connections, ${DURATION} s per target, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}.`,
    "",
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${header.map((key) => row[key]).join(" | ")} |`),
    "",
    ...lines.map((line) => `- ${line}`),
    "",
  ].join("\n");
}

/** Puts the section first among the dated ones, under the introduction and its notes. */
function writeReport(section: string) {
  const file = path.join(process.cwd(), "docs", "benchmarks.md");
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const firstDated = previous.search(/^## \d{4}-/m);
  const at = firstDated < 0 ? previous.length : firstDated;
  const text = `${previous.slice(0, at).trimEnd()}\n\n${section}\n${previous.slice(at)}`;
  fs.writeFileSync(file, text.replace(/\n{3,}/g, "\n\n"));
}

// `-- --alerts`: the saved-search alerts' matching only (bench-alerts.ts), no server.
if (process.argv.includes("--alerts")) {
  import("./bench-alerts").then(async ({ benchAlerts }) => {
    const report = await benchAlerts();
    process.stdout.write(`${report}\n`);
    const file = path.join(__dirname, "..", "docs", "benchmarks.md");
    const text = fs.readFileSync(file, "utf8");
    const at = text.indexOf("\n## 20");
    fs.writeFileSync(file, `${text.slice(0, at + 1)}${report}\n${text.slice(at + 1)}`);
  });
} else
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
