// One Lighthouse run of one page, reduced to the figures `npm run bench:lighthouse` prints
// (scripts/bench-lighthouse.mts; docs/benchmarks.md says how they were measured). An ES module
// (.mts), as Lighthouse is: loaded from a CommonJS file, tsx rewrites Lighthouse with helpers
// that break the functions it runs inside the page ("__name is not defined").
import lighthouse from "lighthouse";

/** The figures given as medians, per page and site. */
export const FIGURES = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
  "LCP ms",
  "TBT ms",
  "CLS",
  "main-thread ms",
  "DOM nodes",
  "JS KB",
  "CSS KB",
  "total KB",
  "CPU index",
] as const;

export type Row = Record<string, string | number>;

/**
 * One run of a page, tried again (twice at most) when Lighthouse fails to record it ("Something
 * went wrong with recording the trace", now and then on a busy host), so the median is of five.
 */
export async function measureRetrying(port: number, url: string, run: number): Promise<Row> {
  let row = await measure(port, url, run);
  for (let retry = 0; retry < 2 && "error" in row; retry++) row = await measure(port, url, run);
  return row;
}

async function measure(port: number, url: string, run: number): Promise<Row> {
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
  const kb = (type?: string) =>
    Math.round(
      requests
        .filter((item) => !type || item.resourceType === type)
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    );
  return {
    page,
    run,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    "FCP ms": Math.round(value("first-contentful-paint")),
    "LCP ms": Math.round(value("largest-contentful-paint")),
    "TBT ms": Math.round(value("total-blocking-time")),
    CLS: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
    // Everything the main thread did during the load, as Lighthouse's "Minimize main-thread
    // work" adds it up (scaled by its CPU slow-down), and the page's element count.
    "main-thread ms": Math.round(value("mainthread-work-breakdown")),
    "DOM nodes": value("dom-size"),
    "JS KB": kb("Script"),
    "CSS KB": kb("Stylesheet"),
    "total KB": kb(),
    "below 0.9": failing.join(", "),
    // Lighthouse's measure of this host's CPU (higher is faster): its simulated phone is the
    // host slowed down four times, so a slower host measures more blocking time.
    "CPU index": Math.round(lhr.environment.benchmarkIndex),
  };
}
