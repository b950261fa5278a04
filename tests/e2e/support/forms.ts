// Helpers for the public form tests: the visible toast, and watching that nothing is sent.
import type { Page } from "@playwright/test";
import type { Locale } from "../../../src/lib/i18n/locales";

export const LOCALES: Locale[] = ["pt", "en", "jp"];

/** The field suffix of a language in the data: titlePt / titleEn / titleJp. */
export const SUFFIX = { pt: "Pt", en: "En", jp: "Jp" } as const;

/** A unique address per test run, so a test finds its own record among the others. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export function toast(page: Page) {
  const item = page.locator("[data-sonner-toast]");
  return {
    item,
    title: item.locator("[data-title]"),
    description: item.locator("[data-description]"),
  };
}

/** Records every POST to `path`; the test checks the list stayed empty. */
export function watchPosts(page: Page, path: string): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) {
      posts.push(request.postData() ?? "");
    }
  });
  return posts;
}
