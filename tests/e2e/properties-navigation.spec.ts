// The property list as a place in the browser's history: filters in the URL, reload, back
// and forward, the loading state, the home search landing on it, the mobile sheet, search
// engine hints and the page without JavaScript.
import { interpolate } from "../../src/lib/i18n/define-messages";
import { common } from "../../src/lib/i18n/messages/common";
import { home } from "../../src/lib/i18n/messages/home";
import { properties as messages } from "../../src/lib/i18n/messages/properties";
import { plural } from "../../src/lib/i18n/plural";
import { expect, test } from "./support/fixtures";
import { cards, expected, expectResults, sidebar } from "./support/property-list";

const pt = messages.pt;
const house = (p: { type: string }) => p.type === "house";

test("the URL keeps the filters: reload shows the same list, back and forward step through", async ({
  page,
}) => {
  await page.goto("/pt/properties");
  let form = await sidebar(page);
  await form.getByText(common.pt.propertyType.house, { exact: true }).click();
  await expect(page).toHaveURL(/\/pt\/properties\?type=house$/);
  await expectResults(page, "pt", expected(house));
  const bedrooms = () => form.getByRole("group", { name: pt.filters.bedrooms });
  await bedrooms().getByText("5+", { exact: true }).click();
  await expect(page).toHaveURL(/\?type=house&bedrooms=5$/);
  const bigHouses = expected((p) => house(p) && (p.bedrooms ?? 0) >= 5);
  await expectResults(page, "pt", bigHouses);

  await page.reload();
  form = await sidebar(page);
  await expect(page).toHaveURL(/\?type=house&bedrooms=5$/);
  await expectResults(page, "pt", bigHouses);
  await expect(form.getByRole("checkbox", { name: common.pt.propertyType.house })).toBeChecked();
  await expect(bedrooms().getByRole("radio", { name: "5 ou mais" })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(/\?type=house$/);
  await expectResults(page, "pt", expected(house));
  // The form follows the URL it went back to.
  await expect(bedrooms().getByRole("radio", { name: pt.filters.any })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(/\/pt\/properties$/);
  await expectResults(page, "pt", expected());
  await expect(
    page.getByTestId("filter-form-sidebar").getByRole("checkbox", {
      name: common.pt.propertyType.house,
    }),
  ).not.toBeChecked();

  await page.goForward();
  await expect(page).toHaveURL(/\?type=house$/);
  await expectResults(page, "pt", expected(house));
});

test("shows the loading text while the next results are on their way", async ({ page }) => {
  await page.goto("/en/properties");
  const form = await sidebar(page);
  // Hold the server's answer to the list's own request for its next page until the test has
  // looked (the list fetches the page and updates itself in place).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/en/properties",
    async (route) => {
      if (route.request().resourceType() === "fetch") await held;
      await route.continue();
    },
  );
  await form.getByText(common.en.propertyType.land, { exact: true }).click();
  const loading = page.getByTestId("list-loading");
  await expect(loading).toHaveText("Loading...");
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
  release();
  await expect(page).toHaveURL(/\?type=land$/);
  await expect(loading).toHaveCount(0);
  await expectResults(
    page,
    "en",
    expected((p) => p.type === "land"),
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});

test("the list updates in place: what the visitor is still typing stays, with the focus", async ({
  page,
}) => {
  await page.goto("/pt/properties");
  const form = await sidebar(page);
  const search = form.getByRole("searchbox", { name: pt.filters.location });
  // Gone if the page were loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await search.pressSequentially("Lis");
  await expect(page).toHaveURL(/\?location=Lis$/);
  await expectResults(
    page,
    "pt",
    expected(
      (p) => p.location.toLowerCase().includes("lis") || p.city.toLowerCase().includes("lis"),
    ),
  );
  // The page was not loaded again: the field kept its focus and takes the rest of the word.
  await expect(search).toBeFocused();
  await search.pressSequentially("boa");
  await expect(page).toHaveURL(/\?location=Lisboa$/);
  await expect(search).toHaveValue("Lisboa");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("a jump to an anchor, and back, leaves the list as it is", async ({ page }) => {
  await page.goto("/pt/properties");
  const form = await sidebar(page);
  // Counts the list's own requests for its next page, as they are made.
  await page.evaluate(() => {
    const counted = Object.assign(window, { listFetches: 0 });
    const fetch = window.fetch.bind(window);
    window.fetch = (...args) => {
      counted.listFetches++;
      return fetch(...args);
    };
  });
  const fetches = () =>
    page.evaluate(() => (window as unknown as { listFetches: number }).listFetches);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: common.pt.skipToContent })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/pt\/properties#main$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/pt\/properties$/);
  expect(await fetches()).toBe(0);
  // A filter still updates the list in place.
  await form.getByText(common.pt.propertyType.house, { exact: true }).click();
  await expect(page).toHaveURL(/\?type=house$/);
  expect(await fetches()).toBe(1);
});

// Each language takes one road from the hero to the list: the search button; the "advanced"
// control without JavaScript on a desktop (the list scrolls to the filters); the same control
// on a phone (the filter panel opens).
const HOME_SEARCHES = [
  { locale: "pt", control: "submit", javaScript: true, phone: false },
  { locale: "en", control: "advanced", javaScript: false, phone: false },
  { locale: "jp", control: "advanced", javaScript: true, phone: true },
] as const;

for (const { locale, control, javaScript, phone } of HOME_SEARCHES) {
  test(`${locale}: the home search lands on the filtered list (${control})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: javaScript,
      viewport: phone ? { width: 390, height: 844 } : undefined,
    });
    const page = await context.newPage();
    const search = home[locale].search;
    const t = messages[locale].filters;
    await page.goto(`/${locale}`);
    const hero = page.getByRole("form", { name: search.title });
    await hero.getByLabel(search.location).fill("lisboa");
    await hero.getByLabel(search.type).selectOption("apartment");
    await hero.getByLabel(search.price).selectOption("1000000");
    const submit = hero.getByRole("button", { name: search.submit, exact: true });
    const advanced = hero.getByRole("button", { name: search.advanced, exact: true });
    await expect(submit).toBeVisible();
    await expect(advanced).toBeVisible();
    await (control === "submit" ? submit : advanced).click();

    const query = "\\?location=lisboa&type=apartment&maxPrice=1000000";
    const fragment = control === "advanced" ? "#filters" : "";
    await expect(page).toHaveURL(new RegExp(`/${locale}/properties${query}${fragment}$`));
    await expectResults(
      page,
      locale,
      expected((p) => p.city === "Lisboa" && p.type === "apartment" && p.price <= 1_000_000),
    );
    let form = page.getByTestId("filter-form-sidebar");
    if (phone) {
      const sheet = page.getByRole("dialog", { name: t.title });
      await expect(sheet).toBeVisible();
      form = sheet.getByTestId("filter-form-sheet");
    } else if (control === "advanced") {
      // Scrolled to the filters, clear of the sticky header.
      const filters = page.getByRole("complementary", { name: t.title });
      await expect(filters).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const header = await page.getByRole("banner").boundingBox();
      expect((await filters.boundingBox())?.y).toBeGreaterThanOrEqual(
        (header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY),
      );
    } else {
      form = await sidebar(page);
      // The plain search opens the list at its top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await expect(form.getByRole("searchbox", { name: t.location })).toHaveValue("lisboa");
    await expect(
      form.getByRole("checkbox", { name: common[locale].propertyType.apartment }),
    ).toBeChecked();
    await expect(form.getByRole("spinbutton", { name: t.maxPrice })).toHaveValue("1000000");
    await context.close();
  });
}

test("an empty home search lands on the whole list at a tidy URL", async ({ page }) => {
  await page.goto("/en");
  await page
    .getByRole("form", { name: home.en.search.title })
    .getByRole("button", { name: home.en.search.submit, exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/properties$/);
  await expectResults(page, "en", expected());
});

for (const locale of ["pt", "jp"] as const) {
  test(`${locale}: on a phone the filters open in a sheet`, async ({ page }) => {
    const t = messages[locale];
    const tc = common[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/properties?type=house`);

    // A phone gets a small variant of the first photo; the photos below the fold wait, in a
    // box of known ratio.
    const photos = cards(page).locator("img");
    await expect
      .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\?w=(480|960)$/);
    const loading = await photos.evaluateAll((imgs) =>
      imgs.map((img) => (img as HTMLImageElement).loading),
    );
    expect(loading).toEqual(["eager", ...loading.slice(1).map(() => "lazy")]);
    expect(loading.length).toBeGreaterThan(2);
    const below = photos.last();
    await expect(below).not.toBeInViewport();
    await expect(below).toHaveAttribute("loading", "lazy");
    await expect(below).toHaveAttribute("srcset", /\?w=480 480w, .*\?w=800 800w/);
    await expect(below).toHaveAttribute(
      "sizes",
      "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw",
    );
    await expect(below).toHaveAttribute("width", "960");
    await expect(below).toHaveAttribute("height", "720");
    const trigger = page.getByRole("button", { name: new RegExp(`^${t.filters.open}`) });
    await expect(trigger).toHaveAccessibleName(
      `${t.filters.open} (${plural(locale, 1, t.filters.active)})`,
    );
    await trigger.click();
    const sheet = page.getByRole("dialog", { name: t.filters.title });
    await expect(sheet).toBeVisible();
    await sheet.getByText(tc.propertyType.land, { exact: true }).click();
    await expect(page).toHaveURL(/\?type=house&type=land$/);
    const list = expected((p) => ["house", "land"].includes(p.type));
    const show = sheet.getByRole("button", {
      name: plural(locale, list.length, t.filters.showResults),
    });
    await show.click();
    await expect(sheet).toBeHidden();
    await expectResults(page, locale, list);
    await expect(trigger).toHaveAccessibleName(
      `${t.filters.open} (${plural(locale, 2, t.filters.active)})`,
    );

    // The sidebar's form, hidden on a phone, has not hydrated; a wider window shows it, and it
    // hydrates with the list as it now is.
    const hidden = page.getByTestId("filter-form-sidebar");
    await expect(hidden).toBeHidden();
    await expect(hidden).not.toHaveAttribute("data-hydrated", "true");
    await page.setViewportSize({ width: 1440, height: 900 });
    const form = await sidebar(page);
    await expect(form.getByRole("checkbox", { name: tc.propertyType.land })).toBeChecked();
    await form.getByText(tc.propertyType.land, { exact: true }).click();
    await expect(page).toHaveURL(/\?type=house$/);
  });
}

test("unprefixed URLs keep their form: /properties in the negotiated language", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: "ja-JP" });
  const page = await context.newPage();
  await page.goto("/properties");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.jp.title);
  const form = await sidebar(page);
  await form.getByText(common.jp.propertyType.house, { exact: true }).click();
  await expect(page).toHaveURL(/\/properties\?type=house$/);
  expect(new URL(page.url()).pathname).toBe("/properties");
  await expect(cards(page).first().getByRole("link")).toHaveAttribute("href", /^\/properties\//);
  await context.close();
});

test("filtered lists are not indexed and name the full list as canonical", async ({ page }) => {
  await page.goto("/en/properties");
  await expect(page).toHaveTitle(new RegExp(messages.en.metaTitle));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/properties$/);

  await page.goto("/en/properties?type=house&sort=area");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/properties$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    "href",
    /\/jp\/properties$/,
  );
});

test("works without JavaScript: GET forms for filters and sort, links for the rest", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/pt/properties");
  const form = page.getByTestId("filter-form-sidebar");
  await form.getByText(common.pt.propertyType.house, { exact: true }).click();
  await form.getByRole("group", { name: pt.filters.bedrooms }).getByText("4+").click();
  await form.getByRole("spinbutton", { name: pt.filters.maxPrice }).fill("3000000");
  await form.getByRole("button", { name: pt.filters.apply }).click();
  // The form sends every field; the server answers with the tidy URL.
  await expect(page).toHaveURL(/\/pt\/properties\?type=house&maxPrice=3000000&bedrooms=4$/);
  const list = expected((p) => house(p) && p.price <= 3_000_000 && (p.bedrooms ?? 0) >= 4);
  await expectResults(page, "pt", list);

  await page.getByRole("combobox", { name: pt.sort.label }).selectOption("price_desc");
  await page.getByRole("button", { name: pt.sort.apply }).click();
  await expect(page).toHaveURL(/bedrooms=4&sort=price_desc$/);
  await expectResults(
    page,
    "pt",
    expected((p) => list.includes(p), "price_desc"),
  );

  await page
    .getByRole("navigation", { name: pt.view.label })
    .getByRole("link", {
      name: pt.view.list,
    })
    .click();
  await expect(page).toHaveURL(/sort=price_desc&view=list$/);
  await expectResults(
    page,
    "pt",
    expected((p) => list.includes(p), "price_desc"),
  );

  // On a phone the filters open from a <details> element.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pt/properties?sort=price_asc");
  await page.locator("summary", { hasText: pt.filters.open }).click();
  const mobile = page.getByTestId("filter-form-details");
  await mobile.getByText(common.pt.propertyType.land, { exact: true }).click();
  await mobile.getByRole("button", { name: pt.filters.apply }).click();
  await expect(page).toHaveURL(/\?type=land&sort=price_asc$/);
  await expectResults(
    page,
    "pt",
    expected((p) => p.type === "land", "price_asc"),
  );

  await page.goto("/pt/properties?page=2");
  await page
    .getByRole("navigation", { name: pt.pagination.label })
    .getByRole("link", { name: interpolate(pt.pagination.page, { n: 3 }) })
    .click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expectResults(page, "pt", expected(), 3);
  await context.close();
});
