// The property detail page (docs/product.md#property-detail-page) and the share, print and
// favourite behaviour the original brief left open.
import type { Page } from "@playwright/test";
import { demoFeatures } from "../../demo/content/features";
import { demoProperties } from "../../demo/content/properties";
import { demoLegalSettings } from "../../demo/content/settings";
import { LIMITS } from "../../src/lib/constants";
import { interpolate } from "../../src/lib/i18n/define-messages";
import { formatArea, formatPrice } from "../../src/lib/i18n/format";
import { common } from "../../src/lib/i18n/messages/common";
import { propertyDetail } from "../../src/lib/i18n/messages/property-detail";
import { thirdParty } from "../../src/lib/i18n/messages/third-party";
import { joinPlace } from "../../src/lib/i18n/place-names";
import type { Lead } from "../../src/lib/schemas/lead";
import { adminGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

// A listing with a virtual tour and coordinates.
const REF = "CL-LIS-001";
const listing = demoProperties.find((property) => property.ref === REF);
if (!listing?.virtualTour) throw new Error(`${REF} should have a virtual tour`);
const property = listing;
// A 1×1 transparent PNG: a tile server that answers.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const SUFFIX = { pt: "Pt", en: "En", jp: "Jp" } as const;
const LOCALES = ["pt", "en", "jp"] as const;
type Locale = (typeof LOCALES)[number];

const TOASTS = {
  pt: {
    success: ["Mensagem enviada com sucesso!", "Entraremos em contacto brevemente."],
    failure: ["Erro ao enviar a mensagem", "Por favor, tente novamente."],
    notFound: "Imóvel não encontrado",
  },
  en: {
    success: ["Message sent successfully!", "We will be in touch shortly."],
    failure: ["Error sending message", "Please try again."],
    notFound: "Property not found",
  },
  jp: {
    success: ["メッセージを送信しました", "担当者より追ってご連絡いたします。"],
    failure: ["メッセージを送信できませんでした", "お手数ですが、もう一度お試しください。"],
    notFound: "物件が見つかりません",
  },
} as const;

const listingPath = (locale: Locale) => `/${locale}/properties/${REF}`;
const detail = (page: Page) => page.getByTestId("property-detail");
const toast = (page: Page) => page.locator("[data-sonner-toast]");

async function leadsFor(request: Parameters<typeof adminGet>[0], baseURL: string, email: string) {
  const leads = await adminGet<Lead[]>(request, baseURL, "/api/leads");
  return leads.filter((lead) => lead.email === email);
}

test.describe("content in the visitor's language", () => {
  for (const locale of LOCALES) {
    test(`shows title, description, price, facts and features in ${locale}`, async ({ page }) => {
      const t = propertyDetail[locale];
      const tc = common[locale];
      await page.goto(listingPath(locale));
      const main = detail(page);

      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        property[`title${SUFFIX[locale]}`],
      );
      await expect(main.getByTestId("section-description")).toContainText(
        property[`description${SUFFIX[locale]}`].slice(0, 60),
      );
      await expect(main.getByTestId("listing-price")).toContainText(
        formatPrice(property.price, locale),
      );
      await expect(main.getByTestId("property-place")).toHaveText(
        joinPlace([property.location, property.city], locale, tc.placeSeparator),
      );

      const breadcrumb = page.getByRole("navigation", { name: t.breadcrumb.label });
      await expect(breadcrumb.getByRole("link", { name: t.breadcrumb.home })).toHaveAttribute(
        "href",
        `/${locale}`,
      );
      await expect(
        breadcrumb.getByRole("link", { name: t.breadcrumb.properties, exact: true }),
      ).toHaveAttribute("href", `/${locale}/properties`);

      const facts = main.getByTestId("key-facts");
      const fact = (key: string) => facts.locator(`[data-fact="${key}"]`);
      await expect(fact("area")).toContainText(t.facts.area);
      await expect(fact("area").locator("dd")).toHaveText(formatArea(property.area, locale));
      await expect(fact("bedrooms").locator("dd")).toHaveText(String(property.bedrooms));
      await expect(fact("bathrooms").locator("dd")).toHaveText(String(property.bathrooms));
      await expect(fact("energy").locator("[data-energy]")).toHaveAttribute(
        "data-energy",
        property.energyCertificate,
      );
      await expect(fact("year").locator("dd")).toHaveText(String(property.yearBuilt));
      await expect(fact("type").locator("dd")).toHaveText(tc.propertyType[property.type]);
      await expect(fact("status").locator("dd")).toHaveText(tc.propertyStatus[property.status]);
      await expect(fact("ref").locator("dd")).toHaveText(REF);

      const names = property.features.map((key) => {
        const feature = demoFeatures.find((candidate) => candidate.key === key);
        return feature?.[`name${SUFFIX[locale]}`] ?? "";
      });
      const listed = await main.getByTestId("features").locator("li").allInnerTexts();
      expect(listed.map((text) => text.trim()).sort()).toEqual([...names].sort());

      // The tour's frame is made once the visitor asks for it (docs/decisions/026).
      await main.getByTestId("section-tour").scrollIntoViewIfNeeded();
      await main
        .getByTestId("tour-placeholder")
        .getByRole("button", { name: thirdParty[locale].tour.load })
        .click();
      const tour = main.getByTestId("virtual-tour");
      await expect(tour).toHaveAttribute("src", property.virtualTour ?? "");
      await expect(tour).toHaveAttribute("loading", "lazy");
      await expect(tour).toHaveAttribute("allowfullscreen", "");
      // Sandboxed: no navigation of our page from inside the tour.
      await expect(tour).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-popups");
      await expect(tour).toHaveAttribute(
        "title",
        interpolate(t.tour.frameTitle, { title: property[`title${SUFFIX[locale]}`] }),
      );
    });
  }
});

/** The tile of OpenStreetMap's scheme that holds a point at zoom z. */
function tileOf(lat: number, lng: number, z: number): string {
  const n = 2 ** z;
  const radians = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.asinh(Math.tan(radians)) / Math.PI) / 2) * n);
  return `${z}/${x}/${y}`;
}

test("the map, once asked for, frames the listing closely and links to a larger map", async ({
  page,
}) => {
  const tiles: string[] = [];
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tiles.push(new URL(route.request().url()).pathname.replace(/^\/|\.png$/g, ""));
    return route.fulfill({ status: 200, contentType: "image/png", body: PNG });
  });
  await page.goto(listingPath("en"));
  const { lat, lng } = property.coordinates;
  await page.getByTestId("section-location").scrollIntoViewIfNeeded();
  await page
    .getByTestId("location-map-placeholder")
    .getByRole("button", { name: thirdParty.en.map.load })
    .click();
  const map = page.getByRole("region", {
    name: interpolate(propertyDetail.en.location.mapTitle, {
      place: joinPlace([property.location, property.city], "en", common.en.placeSeparator),
    }),
  });
  await expect(map.locator(".leaflet-tile-loaded").first()).toBeAttached();
  // 0.01 degrees either side of the point (about 2 km across) fill the box: a street-level
  // zoom, with the tile under the listing among those asked for.
  const zooms = new Set(tiles.map((tile) => Number(tile.split("/")[0])));
  expect(zooms.size).toBe(1);
  const [zoom = 0] = zooms;
  expect(zoom).toBeGreaterThanOrEqual(13);
  expect(zoom).toBeLessThanOrEqual(15);
  expect(tiles).toContain(tileOf(lat, lng, zoom));
  await expect(page.getByTestId("larger-map")).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
  );
  const location = page.getByTestId("section-location");
  for (const place of [property.location, property.city, property.district]) {
    await expect(location).toContainText(place);
  }
});

// Issue #13: the photo a phone waits for comes in the width its screen needs, not the next size up.
for (const [width, scale, expected] of [
  [412, 1.75, 800], // Lighthouse's phone
  [390, 3, 1200],
] as const) {
  test.describe(`a phone ${width} px wide at ${scale}x`, () => {
    test.use({ viewport: { width, height: 844 }, deviceScaleFactor: scale });

    test(`gets the first photo ${expected} px wide, no thumbnail, and the consultant's photo 240 px wide`, async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(request.url()));
      await page.goto(listingPath("pt"), { waitUntil: "networkidle" });
      const image = page.getByTestId("gallery").getByTestId("gallery-image");
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(new RegExp(`\\?w=${expected}$`));
      // A phone shows a dot for each photo, each a link to it (docs/decisions/042); the
      // thumbnails' photos are not fetched.
      const thumbnails = page.getByTestId("gallery-thumbnail");
      expect(await thumbnails.count()).toBeGreaterThan(1);
      for (const thumbnail of await thumbnails.all()) {
        await expect(thumbnail).toBeVisible();
        await expect(thumbnail.locator("img")).toBeHidden();
        const box = await thumbnail.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
      }
      const sources = await thumbnails
        .locator("img")
        .evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.srcset));
      const thumbnailUrls = new Set(
        sources.flatMap((srcset) => srcset.split(", ").map((entry) => entry.split(" ")[0])),
      );
      expect(thumbnailUrls.size).toBeGreaterThan(1);
      expect(
        fetched.filter((url) => thumbnailUrls.has(url.replace(/^https?:\/\/[^/]+/, ""))),
      ).toEqual([]);
      // The consultant's 64-px photo is offered in 240 px too.
      await expect(page.getByTestId("consultant-card").locator("img")).toHaveAttribute(
        "srcset",
        /\?w=240 240w, .*\?w=480 480w$/,
      );
    });
  });
}

// Issue #13: a browser's own lazy loading starts frames thousands of pixels ahead, so the map
// and the tour, other sites' pages, loaded with the first photo on a phone. Issue 34: they now
// wait for the visitor's click (tests/e2e/third-party.spec.ts checks every request).
test("the map and the tour wait for a click; without JavaScript the tour is a link", async ({
  page,
  browser,
  baseURL,
}) => {
  const otherSites: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL ?? "")) otherSites.push(request.url());
  });
  await page.route(/matterport\.com/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Tour</title>" }),
  );
  await page.goto(listingPath("en"));
  await page.getByTestId("section-tour").scrollIntoViewIfNeeded();
  await page.getByTestId("section-location").scrollIntoViewIfNeeded();
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  await expect(page.getByTestId("tour-placeholder")).toBeVisible();
  await expect(page.getByTestId("location-map-placeholder")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(otherSites).toEqual([]);
  await page.getByRole("button", { name: thirdParty.en.tour.load }).click();
  await expect(page.getByTestId("virtual-tour")).toHaveAttribute("src", property.virtualTour ?? "");
  await expect(page.getByTestId("virtual-tour")).toHaveAttribute(
    "referrerpolicy",
    "strict-origin-when-cross-origin",
  );

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const noScript = await context.newPage();
  await noScript.goto(listingPath("en"));
  await expect(noScript.locator("iframe")).toHaveCount(0);
  await expect(noScript.getByTestId("section-tour").getByRole("link")).toHaveAttribute(
    "href",
    property.virtualTour ?? "",
  );
  await context.close();
});

test.describe("gallery", () => {
  const total = property.scenes.length;

  test("moves with previous / next, thumbnails and the arrow keys", async ({ page }) => {
    const t = propertyDetail.en.gallery;
    await page.goto(listingPath("en"));
    const gallery = page.getByTestId("gallery");
    const counter = gallery.getByTestId("gallery-counter");
    const image = gallery.getByTestId("gallery-image");
    const thumbnails = gallery.getByTestId("gallery-thumbnail");
    await expect(counter).toHaveText(`1 / ${total}`);
    await expect(thumbnails).toHaveCount(Math.min(total, LIMITS.galleryThumbnails));
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(thumbnails.first().locator("img")).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("srcset", /\?w=480 480w/);
    // The opening photo is the page's largest paint: it shows at once; photos moved to fade in.
    const animation = () => image.evaluate((img) => getComputedStyle(img).animationName);
    expect(await animation()).toBe("none");
    const thumbSources = await thumbnails
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")?.split("?")[0] ?? ""));
    const showing = async (n: number) => {
      await expect(counter).toHaveText(`${n} / ${total}`);
      await expect(image).toHaveAttribute("src", new RegExp(`^${thumbSources[n - 1]}\\?`));
      await expect(thumbnails.nth(n - 1)).toHaveAttribute("aria-current", "true");
    };

    await gallery.getByRole("button", { name: t.next }).click();
    await showing(2);
    expect(await animation()).not.toBe("none");
    await gallery.getByRole("button", { name: t.previous }).click();
    await showing(1);
    await gallery.getByRole("button", { name: t.previous }).click();
    await showing(total);

    await gallery.getByRole("button", { name: interpolate(t.showPhoto, { n: 3, total }) }).click();
    await showing(3);
    await expect(thumbnails.nth(0)).not.toHaveAttribute("aria-current", "true");

    await gallery.focus();
    await page.keyboard.press("ArrowRight");
    await showing(4);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await showing(2);
  });

  test("follows a swipe on a touch screen", async ({ page }) => {
    await page.goto(listingPath("pt"));
    const counter = page.getByTestId("gallery-counter");
    await expect(page.getByTestId("contact-submit")).toBeEnabled(); // hydrated
    const swipe = (fromX: number, toX: number) =>
      page.getByTestId("gallery-image").evaluate(
        (element, [from, to]) => {
          const target = element.parentElement as HTMLElement;
          const touch = (x: number) =>
            new Touch({ identifier: 1, target, clientX: x, clientY: 200 });
          const fire = (type: string, x: number) =>
            target.dispatchEvent(
              new TouchEvent(type, {
                bubbles: true,
                touches: type === "touchend" ? [] : [touch(x)],
                changedTouches: [touch(x)],
              }),
            );
          fire("touchstart", from ?? 0);
          fire("touchend", to ?? 0);
        },
        [fromX, toX],
      );
    await swipe(300, 100);
    await expect(counter).toHaveText(`2 / ${total}`);
    await swipe(100, 300);
    await expect(counter).toHaveText(`1 / ${total}`);
    await swipe(200, 180); // too short to count
    await expect(counter).toHaveText(`1 / ${total}`);
  });

  test("works without JavaScript: the first photo, and thumbnails as links", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(listingPath("en"));
    const gallery = page.getByTestId("gallery");
    await expect(gallery.getByTestId("gallery-image")).toBeVisible();
    const thumbnail = gallery.getByRole("link", {
      name: interpolate(propertyDetail.en.gallery.showPhoto, { n: 3, total }),
    });
    await expect(thumbnail).toHaveAttribute("href", "?photo=3#gallery");
    await thumbnail.click();
    await expect(gallery.getByTestId("gallery-counter")).toHaveText(`3 / ${total}`);
    await context.close();
  });
});

test.describe("contact form", () => {
  for (const locale of LOCALES) {
    test(`sends an inquiry about the listing in ${locale} and resets`, async ({
      page,
      request,
      baseURL,
    }) => {
      const t = propertyDetail[locale].contact;
      const email = `buyer-${locale}@example.com`;
      await page.goto(listingPath(locale));
      const form = page.getByTestId("contact-form");
      const interest = interpolate(t.interest, { ref: REF });
      await expect(form.getByLabel(t.message)).toHaveValue(interest);

      await form.getByLabel(t.name).fill("Maria Ferreira");
      await form.getByLabel(t.email).fill(email);
      await form.getByLabel(t.phone).fill("+351 912 000 111");
      await form.getByLabel(t.message).fill("Is a viewing possible next week?");
      await form.getByRole("button", { name: t.submit }).click();

      await expect(toast(page)).toContainText(TOASTS[locale].success[0]);
      await expect(toast(page)).toContainText(TOASTS[locale].success[1]);
      await expect(form.getByLabel(t.name)).toHaveValue("");
      await expect(form.getByLabel(t.email)).toHaveValue("");
      await expect(form.getByLabel(t.message)).toHaveValue(interest);

      const [lead] = await leadsFor(request, baseURL ?? "", email);
      expect(lead).toMatchObject({
        type: "inquiry",
        propertyRef: REF,
        language: locale,
        name: "Maria Ferreira",
        phone: "+351 912 000 111",
        message: "Is a viewing possible next week?",
      });
    });
  }

  test("an empty message sends the prefilled interest message", async ({
    page,
    request,
    baseURL,
  }) => {
    const t = propertyDetail.jp.contact;
    const email = "empty-message@example.com";
    await page.goto(listingPath("jp"));
    const form = page.getByTestId("contact-form");
    await form.getByLabel(t.name).fill("山田 花子");
    await form.getByLabel(t.email).fill(email);
    await form.getByLabel(t.message).fill("");
    await form.getByRole("button", { name: t.submit }).click();
    await expect(toast(page)).toContainText(TOASTS.jp.success[0]);
    const [lead] = await leadsFor(request, baseURL ?? "", email);
    expect(lead?.message).toBe(interpolate(t.interest, { ref: REF }));
    expect(lead?.language).toBe("jp");
  });

  for (const locale of LOCALES) {
    test(`shows field messages in ${locale} and sends nothing for bad input`, async ({
      page,
      request,
      baseURL,
    }) => {
      const t = propertyDetail[locale].contact;
      let posted = false;
      page.on("request", (req) => {
        if (req.url().endsWith("/api/leads") && req.method() === "POST") posted = true;
      });
      await page.goto(listingPath(locale));
      const form = page.getByTestId("contact-form");
      await form.getByLabel(t.email).fill("not-an-email");
      await form.getByRole("button", { name: t.submit }).click();

      const name = form.getByLabel(t.name);
      const email = form.getByLabel(t.email);
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(t.errors.nameRequired);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(t.errors.emailInvalid);
      await expect(name).toBeFocused();

      await email.fill("");
      await name.fill("Ana");
      await form.getByRole("button", { name: t.submit }).click();
      await expect(email).toHaveAccessibleDescription(t.errors.emailRequired);
      await expect(name).not.toHaveAttribute("aria-invalid", "true");

      expect(posted).toBe(false);
      expect(await leadsFor(request, baseURL ?? "", "not-an-email")).toEqual([]);
    });
  }

  test("keeps the typed data after a failure and disables the button while sending", async ({
    page,
  }) => {
    const t = propertyDetail.pt.contact;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/leads", async (route) => {
      await held;
      await route.fulfill({ status: 500, body: "Internal error" });
    });
    await page.goto(listingPath("pt"));
    const form = page.getByTestId("contact-form");
    await form.getByLabel(t.name).fill("João Silva");
    await form.getByLabel(t.email).fill("joao@example.pt");
    await form.getByLabel(t.message).fill("Ainda está disponível?");
    const submit = form.getByTestId("contact-submit");
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText(t.sending);
    release();
    await expect(toast(page)).toContainText(TOASTS.pt.failure[0]);
    await expect(toast(page)).toContainText(TOASTS.pt.failure[1]);
    await expect(submit).toBeEnabled();
    await expect(form.getByLabel(t.name)).toHaveValue("João Silva");
    await expect(form.getByLabel(t.email)).toHaveValue("joao@example.pt");
    await expect(form.getByLabel(t.message)).toHaveValue("Ainda está disponível?");
  });

  test("offers the consultant's WhatsApp, a call and languages, in a panel that stays in view", async ({
    page,
  }) => {
    const t = propertyDetail.en;
    await page.goto(listingPath("en"));
    // On a desktop the panel sticks beside the listing: scrolled down to the map, the form
    // is still there to send.
    const panel = page.getByRole("complementary", { name: t.contact.title });
    expect(page.viewportSize()?.width).toBeGreaterThanOrEqual(1024);
    expect(await panel.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
    await page.getByTestId("larger-map").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("location-map-placeholder")).toBeInViewport();
    await expect(page.getByTestId("section-description")).not.toBeInViewport();
    await expect(page.getByTestId("contact-submit")).toBeInViewport();

    const card = page.getByTestId("consultant-card");
    await expect(card).toContainText("Inês Almeida");
    await expect(card.locator("[data-language]")).toHaveText([
      t.spokenLanguages.pt,
      t.spokenLanguages.en,
      t.spokenLanguages.fr,
    ]);
    const interest = interpolate(t.contact.interest, { ref: REF });
    await expect(card.getByTestId("consultant-whatsapp")).toHaveAttribute(
      "href",
      `https://wa.me/351912487306?text=${encodeURIComponent(interest)}`,
    );
    await expect(card.getByTestId("consultant-call")).toHaveAttribute("href", "tel:+351912487306");
  });
});

test("an unknown reference answers 404 with the exact heading in each language", async ({
  page,
}) => {
  for (const locale of LOCALES) {
    const response = await page.goto(`/${locale}/properties/NO-SUCH-REF`);
    expect(response?.status()).toBe(404);
    // Rendered on the server, not filled in by JavaScript.
    expect(await response?.text()).toContain(`>${TOASTS[locale].notFound}</h1>`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TOASTS[locale].notFound);
    await expect(
      page.getByRole("main").getByRole("link", { name: propertyDetail[locale].notFound.back }),
    ).toHaveAttribute("href", `/${locale}/properties`);
    await expect(page).toHaveTitle(new RegExp(`^${TOASTS[locale].notFound}`));
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    if (locale === "pt") await expectNoAxeViolations(page);
  }
});

test("similar properties are other listings of the same type, at most four", async ({ page }) => {
  await page.goto(listingPath("en"));
  const cards = page.getByTestId("similar-property").getByTestId("property-card");
  await expect(cards.first()).toBeVisible();
  const refs = await cards.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("data-ref") ?? ""),
  );
  const sameType = demoProperties.filter((p) => p.type === property.type && p.ref !== REF);
  expect(refs.length).toBe(Math.min(sameType.length, LIMITS.similarProperties));
  for (const ref of refs) {
    expect(sameType.map((p) => p.ref)).toContain(ref);
  }
});

test.describe("share", () => {
  test("uses the Web Share API with the title and URL where it exists", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    await page.goto(listingPath("en"));
    await page.getByTestId("share-button").click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls),
      )
      .toEqual([{ title: property.titleEn, url: `${baseURL}${listingPath("en")}` }]);
    // The device's own sheet replaced the menu: it never opened.
    await expect(page.getByTestId("share-copy")).toBeHidden();
  });

  test("falls back to copy link, WhatsApp and e-mail", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: {
          writeText: async (text: string) => {
            copied.push(text);
          },
        },
      });
    });
    const t = propertyDetail.pt.actions;
    const url = `${baseURL}${listingPath("pt")}`;
    await page.goto(listingPath("pt"));
    await page.getByTestId("share-button").click();
    const menu = page.getByTestId("share-menu");
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(t.shareTitle);
    await expect(menu.getByTestId("share-whatsapp")).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`${property.titlePt} ${url}`)}`,
    );
    await expect(menu.getByTestId("share-email")).toHaveAttribute(
      "href",
      `mailto:?subject=${encodeURIComponent(property.titlePt)}&body=${encodeURIComponent(`${property.titlePt}\n${url}`)}`,
    );
    await menu.getByRole("button", { name: t.copyLink }).click();
    await expect(toast(page)).toContainText(t.linkCopied);
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
      url,
    ]);
  });
});

test("print: the button prints, and the print view is a brochure without the site chrome", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  // The gallery opens on the second photo, so the brochure's cover (the first) is a file the
  // screen does not show: with the gallery's own photo it would already be in the cache.
  await page.goto(`${listingPath("en")}?photo=2`);
  await page.getByRole("button", { name: propertyDetail.en.actions.print }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  const brochure = page.getByTestId("print-brochure");
  await expect(brochure).toBeHidden();
  // Its photo is not fetched while the page loads (it would compete with the gallery's)...
  const photo = brochure.locator("img:not([data-testid=print-qr])");
  const photoLoaded = () =>
    photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(await photoLoaded()).toBe(false);
  await page.emulateMedia({ media: "print" });
  await expect(brochure).toBeVisible();
  // ...but when the page is printed.
  await expect.poll(photoLoaded).toBe(true);
  await expect(brochure.getByRole("heading", { name: property.titleEn })).toBeVisible();
  await expect(brochure).toContainText(formatPrice(property.price, "en"));
  await expect(brochure.getByTestId("key-facts")).toBeVisible();
  await expect(brochure).toContainText("Inês Almeida");
  await expect(brochure).toContainText("+351 912 487 306");
  await expect(brochure).toContainText("ines.almeida@casalusa.pt");
  await expect(brochure.getByTestId("print-url")).toHaveText(`${baseURL}${listingPath("en")}`);
  const qr = brochure.getByTestId("print-qr");
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width).toBeGreaterThan(50);
  // The code is drawn into the page (a data URL): nothing to fetch when printing.
  const modules = await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  expect(modules).toBeGreaterThanOrEqual(21);
  await expect(photo).toBeVisible();
  // The agency's legal identity at its foot, as on all advertising (Lei 15/2013).
  await expect(brochure).toContainText(demoLegalSettings.companyName);
  await expect(brochure).toContainText(`${common.en.footer.nif} ${demoLegalSettings.nif}`);
  await expect(brochure).toContainText(`${common.en.footer.ami} ${demoLegalSettings.amiLicence}`);

  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByTestId("contact-form")).toBeHidden();
  await expect(page.getByTestId("gallery")).toBeHidden();
  await expect(page.getByTestId("location-map-placeholder")).toBeHidden();
  await expect(page.getByTestId("similar")).toBeHidden();
});

test("favourite: the heart toggles, the header count follows and survives a reload", async ({
  page,
}) => {
  const labels = common.en.favorite;
  await page.goto(listingPath("en"));
  const actions = page.getByRole("list", { name: propertyDetail.en.actions.label });
  const heart = actions.getByTestId("favorite-button");
  const count = page.getByRole("banner").getByTestId("favorites-count");
  await expect(heart).toHaveText(labels.add);
  await expect(count).toBeHidden();

  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart).toHaveText(labels.remove);
  await expect(count).toHaveText("1");

  await page.reload();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveText("1");

  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(count).toBeHidden();
});

test("search engines get JSON-LD, OpenGraph and Twitter cards, canonical and hreflang", async ({
  page,
  baseURL,
}) => {
  await page.goto(listingPath("en"));
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(text ?? "{}") as { "@graph": Record<string, unknown>[] };
  const listingLd = data["@graph"].find((node) => node["@type"] === "RealEstateListing");
  expect(listingLd).toMatchObject({
    name: property.titleEn,
    url: `${baseURL}${listingPath("en")}`,
    offers: { price: property.price, priceCurrency: "EUR" },
  });
  const trail = data["@graph"].find((node) => node["@type"] === "BreadcrumbList");
  expect(trail?.itemListElement).toHaveLength(3);

  const meta = (selector: string) => page.locator(selector).first();
  const cover = await page.getByTestId("gallery-image").getAttribute("src");
  await expect(meta('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${baseURL}${cover?.split("?")[0]}`,
  );
  await expect(meta('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(meta('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `${property.titleEn} · ${formatPrice(property.price, "en")}`,
  );
  await expect(meta('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(meta('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}${listingPath("en")}`,
  );
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  expect(alternates).toEqual([
    ["pt-PT", `${baseURL}${listingPath("pt")}`],
    ["en", `${baseURL}${listingPath("en")}`],
    ["ja", `${baseURL}${listingPath("jp")}`],
    ["x-default", `${baseURL}/properties/${REF}`],
  ]);
  const description = await meta('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeLessThanOrEqual(155);
  expect(property.descriptionEn.startsWith((description ?? "").replace(/…$/, ""))).toBe(true);
});

// On screen, at both widths and in every language: accessibility.spec.ts.
test("has no accessibility violations in print", async ({ page }) => {
  await page.goto(listingPath("pt"));
  await expect(page.getByTestId("contact-submit")).toBeEnabled();
  await page.emulateMedia({ media: "print" });
  await expectNoAxeViolations(page);
});
