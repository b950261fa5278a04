// Nothing on a public page moves as it loads on a phone (issue #13: CLS 0). A browser paints a
// page while its HTML is still being parsed when parsing takes long, as on a slow phone; the
// header's row of buttons and the home page's hero (its text anchored to its bottom) would then
// be painted half parsed and move, so the first paint waits for each to be parsed whole
// (src/components/site/paint-after.tsx).
import type { Property } from "../../src/lib/schemas/property";
import { publicGet } from "./support/api";
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

async function publicPages(request: Parameters<typeof publicGet>[0], baseURL = "") {
  const [listing] = await publicGet<Property[]>(request, baseURL, "/api/properties");
  return [
    "/pt",
    "/en/properties",
    `/pt/properties/${listing?.ref}`,
    "/en/sell",
    "/pt/mortgage",
    "/en/about",
    "/pt/favorites",
  ];
}

test("the first paint waits for the header, and on the home page the hero, to be parsed whole", async ({
  request,
  baseURL,
}) => {
  for (const path of await publicPages(request, baseURL)) {
    const html = await (await request.get(`${baseURL}${path}`)).text();
    const [head = "", body = ""] = html.split("</head>");
    const expected = Array.from(
      head.matchAll(/<link rel="expect" href="#([a-z-]+)" blocking="render"\/>/g),
      (match) => match[1],
    );
    expect(expected, path).toEqual(path === "/pt" ? ["site-header", "hero"] : ["site-header"]);
    for (const id of expected) expect(body, `${path}: #${id}`).toContain(` id="${id}"`);
  }
});

// In Portuguese and English: a Japanese page on a device without a Japanese font (this test's
// Linux, not a phone) swaps Noto Sans JP in for characters it could not show, and that moves text.
test("nothing moves on a public page as it loads and its islands hydrate", async ({
  page,
  request,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]) {
        const moved = shift.sources.map((source) => source.node?.nodeName).join(", ");
        shifts.push(`${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${moved}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const path of await publicPages(request, baseURL)) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
    // A shift is reported once the frame that shows it has been painted.
    await page.evaluate(
      () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts),
      path,
    ).toEqual([]);
  }
});
