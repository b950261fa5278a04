// Development aid: `node --import tsx scripts/screenshot.ts URL OUT.png [width] [--full]`
// takes a screenshot with the machine's Chromium (as MACHINE.md describes).
import { chromium } from "@playwright/test";

async function main() {
  const [url, out, width = "1440", ...flags] = process.argv.slice(2);
  if (!url || !out) throw new Error("usage: screenshot URL OUT.png [width] [--full]");
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const page = await browser.newPage({
    viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: out, fullPage: flags.includes("--full") });
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
