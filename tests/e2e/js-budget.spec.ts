// The JavaScript a phone downloads to show each public page, counted as it travels (compressed)
// by a browser with an empty cache, against issue #13's budget of 110 KB. Public pages hydrate
// only their islands, with React and no App Router (docs/decisions/018). The not-found page is
// the exception: Next.js sends it as an empty shell for the App Router to fill in, whose runtime
// alone is 114 KB (docs/decisions/005).
import type { Property } from "../../src/lib/schemas/property";
import { publicGet } from "./support/api";
import { expect, test } from "./support/fixtures";

const BUDGET_KB = {
  home: 110,
  list: 110,
  detail: 110,
  sell: 110,
  mortgage: 110,
  about: 110,
  favorites: 110,
  "not found": 114 + 8,
};

test("every public page stays within its JavaScript budget", async ({
  browser,
  request,
  baseURL,
}) => {
  const [listing] = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
  const pages: Record<keyof typeof BUDGET_KB, string> = {
    home: "/pt",
    list: "/pt/properties",
    detail: `/pt/properties/${listing?.ref}`,
    sell: "/pt/sell",
    mortgage: "/pt/mortgage",
    about: "/pt/about",
    favorites: "/pt/favorites",
    "not found": "/pt/no-such-page",
  };
  const measured: Record<string, number> = {};
  const appRouter: string[] = [];
  for (const [name, path] of Object.entries(pages)) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") {
        sizes.push(request.sizes().then((size) => size.responseBodySize));
        // Next.js's own client code: only the not-found shell may load it.
        if (request.url().includes("/_next/static/chunks/")) appRouter.push(name);
      }
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    measured[name] = Math.round((bytes / 1024) * 10) / 10;
    await context.close();
  }
  expect([...new Set(appRouter)]).toEqual(["not found"]);
  const budgets: Record<string, number> = BUDGET_KB;
  const over = Object.keys(budgets).filter((name) => (measured[name] ?? 0) > (budgets[name] ?? 0));
  expect(
    over,
    `KB measured ${JSON.stringify(measured)}, budgets ${JSON.stringify(budgets)}`,
  ).toEqual([]);
  // A page that sent nothing measured nothing: the count itself must work (React alone is
  // about 57 KB).
  expect(Math.min(...Object.values(measured))).toBeGreaterThan(50);
});
