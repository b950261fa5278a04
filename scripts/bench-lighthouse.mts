// `npm run bench:lighthouse`: builds if needed, starts the production server on a fresh demo
// database, and prints Lighthouse's mobile scores and the compressed JavaScript of the five pages
// issue #13 names (targets: Performance >= 98, LCP <= 1.8 s, TBT <= 50 ms, CLS 0, Accessibility,
// Best Practices and SEO 100, at most 110 KB of compressed JavaScript): each page five times
// (`-- --runs N` for another count), after one unmeasured visit that fills the page cache, then
// the median of each figure with its range. A benchmark, not part of `npm test`.
//
// `-- --against FOLDER` measures another checkout of the project as well (say, the last commit:
// `git worktree add /tmp/before HEAD~1 && cd /tmp/before && npm ci`), served beside this one and
// measured in turns, run by run, so both meet the same moments of a busy host: on one host
// Lighthouse's CPU index moved from 1,440 to 2,900 within an hour, more than most changes move
// the figures.
//
// The browser is Debian's /usr/bin/chromium (in its new headless mode, the whole browser) unless
// CHROME_PATH names another: on one host, /usr/bin/chromium-headless-shell of the same build
// measured a third to a tenth of the blocking time on the same pages (docs/benchmarks.md).
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type AppServer, startAppServer } from "../tests/support/app-server.ts";
import { buildIfNeeded } from "./build-if-needed.ts";

/** The figures given as medians: the scores, LCP and TBT in ms, CLS, JS in KB, the host's CPU. */
const FIGURES = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
  "LCP ms",
  "TBT ms",
  "CLS",
  "JS KB",
  "CPU index",
] as const;

const flag = process.argv.indexOf("--runs");
const RUNS = flag > 0 ? Number(process.argv[flag + 1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number");
const againstFlag = process.argv.indexOf("--against");
const AGAINST = againstFlag > 0 ? path.resolve(process.argv[againstFlag + 1] ?? "") : undefined;
if (AGAINST && !fs.existsSync(path.join(AGAINST, "tests", "support", "app-server.ts"))) {
  throw new Error(`--against takes a checkout of this project; ${AGAINST} is not one`);
}

// Found before the server starts: chrome-launcher throws (or emits an uncaught error) when it has
// no browser, which would leave the server running.
const chromePath =
  process.env.CHROME_PATH ??
  (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : chromeLauncher.getChromePath());
if (!fs.existsSync(chromePath)) {
  throw new Error(`No Chromium at ${chromePath}: install it or set CHROME_PATH`);
}

buildIfNeeded();
const server = await startAppServer();
/** The servers measured, by the name their rows carry. */
const servers: [string, AppServer][] = [["this", server]];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  if (AGAINST) servers.unshift([path.basename(AGAINST), await startCheckout(AGAINST)]);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const properties = (await (await fetch(`${server.url}/api/properties`)).json()) as {
    ref: string;
  }[];
  const pages = ["/pt", "/pt/properties", `/pt/properties/${properties[0]?.ref}`];
  pages.push("/pt/sell", "/pt/about");
  const runs: Record<string, string | number>[] = [];
  for (const page of pages) {
    // Measured on the cached page, as visitors get it once anyone has asked for it.
    for (const [, measured] of servers) await fetch(`${measured.url}${page}`);
    for (let run = 1; run <= RUNS; run++) {
      for (const [code, measured] of servers) {
        const row = await measureRetrying(chrome.port, `${measured.url}${page}`, run);
        runs.push(AGAINST ? { code, ...row } : row);
      }
    }
  }
  // Named with the figures: the browser's build and mode move blocking time as much as code does.
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser: string;
  };
  // biome-ignore lint/suspicious/noConsole: the benchmark prints its tables
  console.log(`${chromePath}: ${version.Browser}`);
  // biome-ignore lint/suspicious/noConsole: the benchmark prints its tables
  console.table(runs);
  // Scores move from run to run on a busy machine: each figure's median, with its range.
  const medians = pages.flatMap((page) =>
    servers.map(([code]) => {
      const measured = runs.filter(
        (row) => row.page === page && (!AGAINST || row.code === code) && "performance" in row,
      );
      const row: Record<string, string | number> = AGAINST ? { page, code } : { page };
      row.runs = measured.length;
      for (const figure of FIGURES) {
        const values = measured.map((run) => Number(run[figure])).sort((a, b) => a - b);
        const median = values[Math.floor(values.length / 2)];
        row[figure] =
          values[0] === values.at(-1) ? `${median}` : `${median} (${values[0]}–${values.at(-1)})`;
      }
      return row;
    }),
  );
  // biome-ignore lint/suspicious/noConsole: the benchmark prints its tables
  console.table(medians);
} finally {
  chrome?.kill();
  for (const [, measured] of servers) await measured.stop();
}

/**
 * Builds the other checkout if needed and starts its own server, from its own folder: its
 * app-server takes the working directory, when first imported, as the project's root.
 */
async function startCheckout(folder: string): Promise<AppServer> {
  const here = process.cwd();
  process.chdir(folder);
  try {
    (await import(path.join(folder, "scripts", "build-if-needed.ts"))).buildIfNeeded();
    return await (
      await import(path.join(folder, "tests", "support", "app-server.ts"))
    ).startAppServer();
  } finally {
    process.chdir(here);
  }
}

/**
 * One run of a page, tried again (twice at most) when Lighthouse fails to record it ("Something
 * went wrong with recording the trace", now and then on a busy host), so the median is of five.
 */
async function measureRetrying(port: number, url: string, run: number) {
  let row = await measure(port, url, run);
  for (let retry = 0; retry < 2 && "error" in row; retry++) row = await measure(port, url, run);
  return row;
}

async function measure(
  port: number,
  url: string,
  run: number,
): Promise<Record<string, string | number>> {
  const page = new URL(url).pathname;
  const runner = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
  if (lhr.runtimeError) return { page, run, error: lhr.runtimeError.message };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // What cost points, so a score under 100 says why.
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
    .map((ref) => ref.id);
  const requests =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    page,
    run,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    "JS KB": Math.round(scriptBytes / 1024),
    "FCP ms": Math.round(value("first-contentful-paint")),
    "LCP ms": Math.round(value("largest-contentful-paint")),
    "TBT ms": Math.round(value("total-blocking-time")),
    CLS: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
    "below 0.9": failing.join(", "),
    // Lighthouse's measure of this host's CPU (higher is faster): its simulated phone is the
    // host slowed down four times, so a slower host measures more blocking time.
    "CPU index": Math.round(lhr.environment.benchmarkIndex),
  };
}
