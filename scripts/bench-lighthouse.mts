// `npm run bench:lighthouse`: builds if needed, starts the production server on a fresh demo
// database, and prints Lighthouse's mobile scores and the compressed JavaScript of the pages
// the public-site budgets name (Performance >= 95, Accessibility, Best Practices and SEO 100,
// at most 150 KB of compressed JavaScript): each page three times (`-- --runs N` for more), then
// the median run of each. A benchmark, not part of `npm test`.
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startAppServer } from "../tests/support/app-server.ts";
import { buildIfNeeded } from "./build-if-needed.ts";

const flag = process.argv.indexOf("--runs");
const RUNS = flag > 0 ? Number(process.argv[flag + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number");

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
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
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
  const runs: Record<string, string | number>[] = [];
  for (const path of pages) {
    for (let run = 1; run <= RUNS; run++)
      runs.push(await measure(chrome.port, `${server.url}${path}`, run));
  }
  // biome-ignore lint/suspicious/noConsole: the benchmark prints its tables
  console.table(runs);
  // Scores move from run to run on a busy machine: the median run of each page is the figure.
  const medians = pages.map((path) => {
    const scored = runs
      .filter((row) => row.page === path && "performance" in row)
      .sort((a, b) => Number(a.performance) - Number(b.performance));
    const median = scored[Math.floor(scored.length / 2)];
    const range = `${scored[0]?.performance}–${scored.at(-1)?.performance}`;
    return median
      ? { ...median, page: path, run: `median of ${scored.length}`, range }
      : { page: path };
  });
  // biome-ignore lint/suspicious/noConsole: the benchmark prints its tables
  console.table(medians);
} finally {
  chrome?.kill();
  await server.stop();
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
  const shown = (id: string) => lhr.audits[id]?.displayValue ?? "";
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
    "JS (KB, compressed)": Math.round(scriptBytes / 1024),
    FCP: shown("first-contentful-paint"),
    LCP: shown("largest-contentful-paint"),
    TBT: shown("total-blocking-time"),
    CLS: shown("cumulative-layout-shift"),
    "below 0.9": failing.join(", "),
  };
}
