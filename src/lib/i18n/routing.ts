// Public URLs in each language. Every public page answers at /{pt|en|jp}/… and, for the
// visitor's own language, at the unprefixed path (docs/product.md#languages-and-urls).
import { LOCALES, type Locale } from "./locales";

/** Set by the proxy on requests it rewrote from an unprefixed path. */
export const LOCALE_FROM_HEADER = "x-casa-locale-from";
/** Set by the proxy on every public page request: the language it renders in. */
export const LOCALE_HEADER = "x-casa-locale";
/** Set by the proxy on every public page request: the path the visitor asked for. */
export const PATH_HEADER = "x-casa-path";

const NOT_LOCALIZED = /^\/(api|objects|admin|_next)(\/|$)|\.[a-z0-9]+$/i;

/** Whether a path is a public page (in a language), not the API, the admin, images or a file. */
export function isPublicPagePath(pathname: string): boolean {
  return !NOT_LOCALIZED.test(pathname);
}

/**
 * The public pages, as paths without the language prefix: one for each page.tsx under
 * src/app/(site)/[locale] (src/architecture.test.ts keeps the two together). Any other path is
 * the not-found page.
 */
const PAGE_ROUTES = [
  /^\/$/,
  /^\/properties$/,
  /^\/properties\/[^/]+$/,
  /^\/sell$/,
  /^\/mortgage$/,
  /^\/about$/,
  /^\/favorites$/,
  /^\/privacy$/,
  /^\/cookies$/,
  /^\/saved-searches$/,
];

/**
 * The public pages that show one person's data (a saved search's alerts, opened from their
 * e-mail): rendered for each request, never kept by the page cache (docs/decisions/033).
 */
const PERSONAL_PAGE_ROUTES = [/^\/saved-searches$/];

/** Whether a path without its language prefix is a page of one person's data. */
export function isPersonalPageRoute(route: string): boolean {
  return PERSONAL_PAGE_ROUTES.some((pattern) => pattern.test(route));
}

/** Whether a path without its language prefix is one of the public pages. */
export function isPageRoute(route: string): boolean {
  return PAGE_ROUTES.some((pattern) => pattern.test(route));
}

/** A path in a language; `prefixed: false` keeps the unprefixed form the visitor arrived on. */
export function localizedPath(locale: Locale, path: string, prefixed = true): string {
  const clean = path === "/" ? "" : path;
  if (!prefixed) return clean || "/";
  return `/${locale}${clean}`;
}

/** The path without its language prefix: /en/properties → /properties. */
export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split("/");
  if ((LOCALES as readonly string[]).includes(first ?? "")) return `/${rest.join("/")}`;
  return pathname || "/";
}
