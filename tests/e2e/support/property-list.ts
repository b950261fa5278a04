// An independent oracle for the property list: the demo listings filtered, sorted and paged by the
// rules of docs/product.md#property-list-page written out again here, plus helpers to read the
// page.
import { expect, type Locator, type Page } from "@playwright/test";
import { demoProperties } from "../../../demo/content/properties";
import type { DemoProperty } from "../../../demo/content/types";
import { PROPERTY_STATUSES } from "../../../src/lib/constants";
import type { Locale } from "../../../src/lib/i18n/locales";
import { properties as messages } from "../../../src/lib/i18n/messages/properties";
import { plural } from "../../../src/lib/i18n/plural";
import type { Property } from "../../../src/lib/schemas/property";
import { islandsHydrated } from "./axe";

export const LOCALES: Locale[] = ["pt", "en", "jp"];
export const PAGE_SIZE = 12;
export type Sort = "relevance" | "price_asc" | "price_desc" | "newest" | "area";

const order = (p: DemoProperty) => p.featuredOrder ?? Number.MAX_SAFE_INTEGER;
const SORTS: Record<Sort, (a: DemoProperty, b: DemoProperty) => number> = {
  // Featured first in their order, then available, reserved, sold, then newest.
  relevance: (a, b) =>
    Number(b.featured) - Number(a.featured) ||
    (a.featured ? order(a) - order(b) : 0) ||
    PROPERTY_STATUSES.indexOf(a.status) - PROPERTY_STATUSES.indexOf(b.status) ||
    a.ageDays - b.ageDays,
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  newest: (a, b) => a.ageDays - b.ageDays,
  area: (a, b) => b.area - a.area,
};

/** Demo listings matching `keep`, in the order of `sort` (ties by reference, by code unit). */
export function expected(
  keep: (p: DemoProperty) => boolean = () => true,
  sort: Sort = "relevance",
): DemoProperty[] {
  return demoProperties
    .filter(keep)
    .sort((a, b) => SORTS[sort](a, b) || (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
}

export const refsOf = (list: DemoProperty[], page = 1) =>
  list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((p) => p.ref);

export const cards = (page: Page) =>
  page.getByTestId("property-results").getByTestId("property-card");

export async function shownRefs(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-ref") ?? ""));
}

/** The count text and the cards of the page equal the expected listings. */
export async function expectResults(
  page: Page,
  locale: Locale,
  list: DemoProperty[],
  pageNumber = 1,
) {
  await expect(page.getByTestId("result-count")).toHaveText(
    plural(locale, list.length, messages[locale].count),
  );
  await expect.poll(() => shownRefs(page)).toEqual(refsOf(list, pageNumber));
}

/**
 * The sidebar filter form once its JavaScript runs (changes then apply on their own): the page
 * is acted on, as a visitor would before using it, which loads its islands' script.
 */
export async function sidebar(page: Page): Promise<Locator> {
  await islandsHydrated(page);
  const form = page.locator('[data-testid="filter-form-sidebar"][data-hydrated="true"]');
  await expect(form).toBeVisible();
  return form;
}

/** The URL's query as a sorted list of pairs, to compare regardless of order. */
export function queryOf(page: Page): string[] {
  return [...new URL(page.url()).searchParams].map(([k, v]) => `${k}=${v}`).sort();
}

type Badge = "exclusive" | "reserved" | "sold" | "new" | "reduced";

const DAY_MS = 86_400_000;

/**
 * The badges docs/product.md#property-list-page gives a listing's card: exclusive when featured,
 * reserved unless featured; also sold, new for available listings first published less than 14
 * days ago, and price reduced for a drop less than 30 days ago (not when sold).
 */
export function expectedBadges(property: Property, now = Date.now()): Badge[] {
  const badges: Badge[] = [];
  if (property.featured) badges.push("exclusive");
  else if (property.status === "reserved") badges.push("reserved");
  if (property.status === "sold") badges.push("sold");
  const published = property.firstPublishedAt ? Date.parse(property.firstPublishedAt) : null;
  if (property.status === "available" && published !== null && now - published < 14 * DAY_MS) {
    badges.push("new");
  }
  if (isReduced(property, now)) badges.push("reduced");
  return badges;
}

/** Whether the listing's price dropped less than 30 days ago and it is not sold. */
export function isReduced(property: Property, now = Date.now()): boolean {
  const reduced = property.priceReducedAt ? Date.parse(property.priceReducedAt) : null;
  return (
    property.status !== "sold" &&
    property.priceBeforeReduction !== null &&
    reduced !== null &&
    now - reduced < 30 * DAY_MS
  );
}

/** Each card's reference with its badges, as "key:text" (the text in the page's language). */
export async function shownBadges(page: Page): Promise<[string, string[]][]> {
  return cards(page).evaluateAll((nodes) =>
    nodes.map((card): [string, string[]] => [
      card.getAttribute("data-ref") ?? "",
      [...card.querySelectorAll<HTMLElement>("[data-badge]")].map(
        (badge) => `${badge.dataset.badge}:${badge.textContent}`,
      ),
    ]),
  );
}

/**
 * The cards of the page whose height laid out differs from the height they hold until their
 * photo and text are (card-photo-when-near and card-text-when-near in src/app/globals.css), as
 * "reference: laid out ≠ held". Each card is measured at the top of its grid cell, so that a
 * taller neighbour does not stretch it.
 */
export function cardsNotHoldingTheirHeight(page: Page): Promise<string[]> {
  return page.getByTestId("property-card").evaluateAll((nodes) =>
    (nodes as HTMLElement[]).flatMap((card) => {
      const parts = [...card.children] as HTMLElement[];
      const show = (visibility: string) => {
        for (const part of parts) part.style.contentVisibility = visibility;
        return card.getBoundingClientRect().height;
      };
      card.style.alignSelf = "start";
      const laidOut = show("visible");
      // Skipped for good: each part's box is its placeholder.
      const held = show("hidden");
      card.removeAttribute("style");
      for (const part of parts) part.removeAttribute("style");
      // Layout rounds to 1/64 px.
      return Math.abs(laidOut - held) < 0.1 ? [] : [`${card.dataset.ref}: ${laidOut} ≠ ${held}`];
    }),
  );
}

/** Whether each card of the list is laid out, its photo and its text (not skipped). */
export function cardsLaidOut(page: Page): Promise<boolean[]> {
  return cards(page).evaluateAll((nodes) =>
    nodes.map((card) =>
      [...card.children].every((part) =>
        part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
      ),
    ),
  );
}
