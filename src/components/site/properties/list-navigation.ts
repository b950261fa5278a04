// Every change of the property list (filters, sort, view, page) is a navigation to a new URL
// that the server renders (from the page cache). On a page served as islands the page stays:
// the new page is fetched, its results, count and links take the place of the current ones,
// and the filter panels are given the new page's props while keeping what the visitor is
// typing (src/islands/hydrate.ts). Back and forward step through the same way. Elsewhere (in
// development, where the App Router runs the page) it is an ordinary page load.
import { useSyncExternalStore } from "react";
import { fetchPage, updatePage } from "@/islands/page-updates";
import { FILTERS_ANCHOR } from "@/lib/property-list-query";

let pending = false;
const listeners = new Set<() => void>();
/** The navigation whose answer is shown: an older one that ends later is dropped. */
let latest = 0;
/** The list in the address bar, without its fragment (see followListLinks). */
let shownList = "";
const listUrl = () => window.location.href.split("#")[0] ?? "";

function setPending(value: boolean) {
  pending = value;
  for (const listener of listeners) listener();
}

/** Whether the next results are on their way. */
export function usePendingList(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => false,
  );
}

export async function navigateList(
  href: string,
  { scroll = false, push = true }: { scroll?: boolean; push?: boolean } = {},
): Promise<void> {
  if (document.documentElement.dataset.islands === undefined) {
    window.location.assign(href);
    return;
  }
  const seq = ++latest;
  setPending(true);
  try {
    const { response, page: next } = await fetchPage(href);
    if (seq !== latest) return;
    // Redirects end at the list's tidy URL, which is the one to show.
    if (push) {
      window.history.pushState(null, "", response.url);
      shownList = listUrl();
    }
    document.title = next.title;
    await updatePage(next);
    if (scroll) document.getElementById(FILTERS_ANCHOR)?.scrollIntoView();
  } catch {
    // The page as the browser would load it: the server says what went wrong.
    if (seq === latest) window.location.assign(href);
  } finally {
    if (seq === latest) setPending(false);
  }
}

/** Follows list links (ListLink) and the back and forward buttons within the list. */
export function followListLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      "a[data-list-link]",
    );
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!link || event.defaultPrevented || modified || event.button !== 0) return;
    event.preventDefault();
    void navigateList(link.href, { scroll: link.dataset.listLink === "scroll" });
  };
  // A jump to an anchor (the skip link) also fires popstate, and shows the same list.
  shownList = listUrl();
  const onPopState = () => {
    if (listUrl() === shownList) return;
    shownList = listUrl();
    void navigateList(window.location.href, { push: false });
  };
  document.addEventListener("click", onClick);
  window.addEventListener("popstate", onPopState);
  return () => {
    document.removeEventListener("click", onClick);
    window.removeEventListener("popstate", onPopState);
  };
}
