// Next.js 16 answers notFound() with an empty document that the App Router fills in in the
// browser (vercel/next.js#62228): no text without JavaScript, and the App Router's runtime to
// download. A page rendered for the page cache shows its not-found text itself instead, on an
// element marked with NOT_FOUND_STATUS (content-tags.ts), and the cache gives the answer its 404 status
// (cached-page.ts). Rendered for anyone else (development, PAGE_CACHE_MB=0), it is Next.js's.
import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { PAGE_FILL_HEADER } from "./content-tags";

/** Throws notFound(), except in a render for the page cache, where the page goes on itself. */
export async function notFoundUnlessCached(): Promise<void> {
  if (!(await headers()).has(PAGE_FILL_HEADER)) notFound();
}

/** What Next.js gives a not-found answer, for a page that shows its own. */
export function notFoundMetadata(title: string): Metadata {
  return { title, robots: { index: false } };
}
