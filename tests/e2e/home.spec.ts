// The home page in each language, checked against what the public API serves: the featured
// listings, the testimonials, the call to action, the header and footer contacts and the link
// preview image; and axe at phone and desktop widths.
import { AGENCY } from "../../src/lib/agency";
import { interpolate } from "../../src/lib/i18n/define-messages";
import { common } from "../../src/lib/i18n/messages/common";
import { home } from "../../src/lib/i18n/messages/home";
import type { Property } from "../../src/lib/schemas/property";
import type { HomeSettings } from "../../src/lib/schemas/settings";
import type { Testimonial } from "../../src/lib/schemas/testimonial";
import { publicGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { LOCALES, SUFFIX } from "./support/forms";

// docs/product.md#home-page: at most 9 featured listings and 3 testimonials.
const FEATURED_MAX = 9;
const TESTIMONIALS_MAX = 3;

/** Featured only, by featuredOrder ascending, those without an order last. */
function featuredOrder(properties: Property[]): Property[] {
  const order = (p: Property) => p.featuredOrder ?? Number.POSITIVE_INFINITY;
  return properties
    .filter((p) => p.featured)
    .sort((a, b) => order(a) - order(b) || a.createdAt.localeCompare(b.createdAt));
}

for (const locale of LOCALES) {
  test(`the ${locale} home page shows the data in order and links its contacts`, async ({
    page,
    request,
    baseURL: base,
  }) => {
    const baseURL = base ?? "";
    const t = home[locale];
    const tc = common[locale];
    const s = SUFFIX[locale];
    const [properties, testimonials, settings] = await Promise.all([
      publicGet<Property[]>(request, baseURL, "/api/properties"),
      publicGet<Testimonial[]>(request, baseURL, "/api/testimonials"),
      publicGet<HomeSettings>(request, baseURL, "/api/home-settings"),
    ]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/${locale}`);

    await test.step("featured listings: only featured, in their order, at most nine", async () => {
      const featured = featuredOrder(properties);
      // The demo data crosses both rules: ten featured, the one without an order cut off.
      expect(featured.length).toBeGreaterThan(FEATURED_MAX);
      expect(featured.at(-1)?.featuredOrder).toBeNull();
      const shown = featured.slice(0, FEATURED_MAX);
      const cards = page.getByTestId("featured-property").getByTestId("property-card");
      await expect(cards.getByRole("heading")).toHaveText(shown.map((p) => p[`title${s}`]));
      expect(await cards.evaluateAll((nodes) => nodes.map((n) => n.dataset.ref))).toEqual(
        shown.map((p) => p.ref),
      );
    });

    await test.step("testimonials: active ones by order, at most three", async () => {
      const active = testimonials
        .filter((item) => item.active)
        .sort((a, b) => a.order - b.order || a.createdAt.localeCompare(b.createdAt));
      expect(active.length).toBeGreaterThan(TESTIMONIALS_MAX);
      const shown = active.slice(0, TESTIMONIALS_MAX);
      const items = page.getByTestId("testimonial");
      await expect(items).toHaveCount(shown.length);
      for (const [index, item] of shown.entries()) {
        const card = items.nth(index);
        await expect(
          card.getByRole("img", { name: interpolate(t.rating, { rating: item.rating }) }),
        ).toBeVisible();
        await expect(card.locator("blockquote")).toHaveText(item[`text${s}`]);
        await expect(card.locator("figcaption p")).toHaveText(
          item.company ? [item.name, item.company] : [item.name],
        );
      }
      expect(shown.some((item) => item.company)).toBe(true);
    });

    await test.step("the call to action leads to the sell page", async () => {
      await expect(page.getByRole("link", { name: t.ctaButton })).toHaveAttribute(
        "href",
        `/${locale}/sell`,
      );
    });

    await test.step("header and footer contacts and quick links", async () => {
      const tel = `tel:${AGENCY.phone.replaceAll(" ", "")}`;
      const mailto = `mailto:${AGENCY.email}`;
      const whatsapp = `https://wa.me/${AGENCY.whatsapp.replace(/\D/g, "")}`;
      const header = page.getByRole("banner");
      const headerLink = (name: string) => header.getByRole("link", { name, exact: true });
      await expect(headerLink(`${tc.contact.call} ${AGENCY.phone}`)).toHaveAttribute("href", tel);
      await expect(headerLink(`${tc.contact.email} ${AGENCY.email}`)).toHaveAttribute(
        "href",
        mailto,
      );
      await expect(headerLink(tc.contact.whatsapp)).toHaveAttribute("href", whatsapp);

      const footer = page.getByRole("contentinfo");
      const quickLinks = footer.getByRole("navigation", { name: tc.footer.quickLinks });
      for (const [path, name] of [
        ["/properties", tc.nav.properties],
        ["/sell", tc.nav.sell],
        ["/mortgage", tc.nav.mortgage],
      ] as const) {
        await expect(quickLinks.getByRole("link", { name, exact: true })).toHaveAttribute(
          "href",
          `/${locale}${path}`,
        );
      }
      const contact = footer.locator("address");
      await expect(contact.getByRole("link", { name: AGENCY.phone })).toHaveAttribute("href", tel);
      await expect(contact.getByRole("link", { name: AGENCY.email })).toHaveAttribute(
        "href",
        mailto,
      );
      await expect(contact.getByRole("link", { name: tc.contact.whatsapp })).toHaveAttribute(
        "href",
        whatsapp,
      );
    });

    await test.step("a shared link previews the hero photo", async () => {
      expect(settings.heroImage).toBeTruthy();
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `${baseURL}${settings.heroImage}`,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
    });
  });
}

// Each page as it loads, at both widths and in every language: accessibility.spec.ts.
test("the open phone menu has no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pt");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expectNoAxeViolations(page);
});
