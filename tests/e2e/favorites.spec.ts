import { demoProperties } from "../../demo/content/properties";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const titleOf = (ref: string | null) =>
  demoProperties.find((property) => property.ref === ref)?.titlePt;

test("the favourites page is server-rendered as a shell and kept out of search engines", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get(`${baseURL}/pt/favorites`)).text();
  expect(html).toContain("A carregar...");
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(html).not.toContain('data-testid="favorite-property"');
});

test("the saved listings come from the server as HTML; the page's script gets only their refs", async ({
  request,
  baseURL,
}) => {
  // What the page's script asks for, newest first: ?saved=<refs> (src/lib/favorites-query.ts).
  const [older, newer] = demoProperties.map((property) => property.ref);
  const html = await (
    await request.get(`${baseURL}/pt/favorites?saved=${newer},NO-SUCH-REF,${older}`)
  ).text();
  const refs = Array.from(
    html.matchAll(/data-testid="property-card" data-ref="([^"]+)"/g),
    (m) => m[1],
  );
  expect(refs).toEqual([newer, older]);
  expect(html).toContain(">2 imóveis</span>");
  // No listing data nor message catalogue travels for the page's script, only the refs shown.
  const shown = /data-favorites-shown="([^"]*)"/.exec(html)?.[1] ?? "";
  expect(JSON.parse(shown.replaceAll("&quot;", '"'))).toEqual([newer, "NO-SUCH-REF", older]);
  expect(html).not.toContain("<casa-island");
});

test("a listing saved with the heart appears in the favourites until it is removed", async ({
  page,
}) => {
  await page.goto("/pt");
  const card = page.getByTestId("featured-property").first().getByTestId("property-card");
  const ref = await card.getAttribute("data-ref");
  // The addition is counted for the listing's statistics: its reference, nothing else.
  const counted = page.waitForRequest(
    (request) => request.url().endsWith("/api/favourites") && request.method() === "POST",
  );
  await card.getByRole("button", { name: "Guardar nos favoritos" }).click();
  await expect(page.getByTestId("favorites-count")).toHaveText("1");
  const sent = await counted;
  expect(sent.postDataJSON()).toEqual({ ref });
  expect((await sent.response())?.status()).toBe(204);

  await page.getByTestId("favorites-link").click();
  await expect(page).toHaveURL(/\/pt\/favorites$/);
  const saved = page.getByTestId("favorite-property");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole("heading", { level: 2 })).toHaveText(titleOf(ref) ?? "");
  await expect(saved.getByRole("link")).toHaveAttribute("href", `/pt/properties/${ref}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Favoritos1 imóvel");
  await expect(page.getByTestId("favorites-count")).toHaveText("1");

  await page.reload();
  await expect(saved).toHaveCount(1);
  await expect(page.getByTestId("favorites-count")).toHaveText("1");
  await expectNoAxeViolations(page);

  await saved.getByRole("button", { name: "Remover dos favoritos" }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByTestId("favorites-empty")).toBeVisible();
  await expect(page.getByTestId("favorites-count")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Favoritos0 imóveis");
});

test("several favourites are listed newest first, with the count in the heading", async ({
  page,
}) => {
  await page.goto("/en");
  const cards = page.getByTestId("featured-property").getByTestId("property-card");
  const refs = [
    await cards.nth(0).getAttribute("data-ref"),
    await cards.nth(2).getAttribute("data-ref"),
  ];
  await cards.nth(0).getByTestId("favorite-button").click();
  await cards.nth(2).getByTestId("favorite-button").click();
  await expect(page.getByTestId("favorites-count")).toHaveText("2");

  await page.goto("/en/favorites");
  await expect(page.getByTestId("favorites-heading-count")).toHaveText("2 properties");
  await expect(page.getByTestId("favorite-property").getByTestId("property-card")).toHaveCount(2);
  const shown = await page
    .getByTestId("favorite-property")
    .getByTestId("property-card")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-ref")));
  expect(shown).toEqual(refs.toReversed());
});

test("with nothing saved the page says so and links to the property list", async ({ page }) => {
  await page.goto("/jp/favorites");
  const empty = page.getByTestId("favorites-empty");
  await expect(empty).toContainText("お気に入りに保存した物件はまだありません");
  await expect(empty.getByRole("link", { name: "物件一覧を見る" })).toHaveAttribute(
    "href",
    "/jp/properties",
  );
});

test("on a slow phone the favourites page shows the saved listings without React", async ({
  page,
}) => {
  // The page's frame script asks for the page with this browser's list as soon as it runs
  // (src/islands/frame/favourites-page.ts); nothing waits for the visitor to act.
  const [listing] = demoProperties;
  await page.addInitScript((ref) => {
    localStorage.setItem("favorites", JSON.stringify([ref]));
  }, listing?.ref);
  const started: string[] = [];
  page.on("request", (sent) => {
    if (/\/islands\/start-/.test(sent.url())) started.push(sent.url());
  });
  const cdp = await page.context().newCDPSession(page);
  for (const rate of [4, 6]) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto("/jp/favorites", { waitUntil: "commit" });
    await expect(page.getByTestId("favorite-property")).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId("favorites-count")).toHaveText("1");
    expect(started).toEqual([]);
  }
});
