// `npm run bench:lighthouse`: builds if needed, starts the production server on a fresh demo
// database, and prints Lighthouse's mobile scores and the compressed JavaScript of the pages
// the public-site budgets name (Performance >= 95, Accessibility, Best Practices and SEO 100,
// at most 150 KB of compressed JavaScript). A benchmark, not part of `npm test`.
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startAppServer } from "../tests/support/app-server.ts";
import { buildIfNeeded } from "./build-if-needed.ts";

const chromePath =
  process.env.CHROME_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

buildIfNeeded();
const server = await startAppServer();
const chrome = await chromeLauncher.launch({
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

try {
  const properties = (await (await fetch(`${server.url}/api/properties`)).json()) as {
    ref: string;
  }[];
  const pages = ["/pt", "/pt/properties", `/pt/properties/${properties[0]?.ref}`];
  const rows = [];
  for (const path of pages) {
    const runner = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = runner?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests =
      (
        lhr.audits["network-requests"]?.details as {
          items?: { resourceType?: string; transferSize?: number }[];
        }
      )?.items ?? [];
    const scriptBytes = requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    rows.push({
      page: path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "JS (KB, compressed)": Math.round(scriptBytes / 1024),
      LCP: lhr.audits["largest-contentful-paint"]?.displayValue ?? "",
      CLS: lhr.audits["cumulative-layout-shift"]?.displayValue ?? "",
    });
  }
  // biome-ignore lint/suspicious/noConsole: the benchmark prints its table
  console.table(rows);
} finally {
  chrome.kill();
  await server.stop();
}
