// How code in an island asks for the page to be updated in place from a newer copy of itself
// (the property list's navigations, the favourites page's list), without importing the island
// machinery (and with it every island) itself: the boot script registers the updater.

type Updater = (next: Document) => Promise<void>;

let updater: Updater | undefined;

export function handlePageUpdates(update: Updater): void {
  updater = update;
}

/** Updates the page from `next`; fails where the page does not run as islands. */
export function updatePage(next: Document): Promise<void> {
  return updater ? updater(next) : Promise.reject(new Error("The page does not run as islands"));
}

/** This page as the server renders it at `href` (from the page cache), with the answer. */
export async function fetchPage(href: string): Promise<{ response: Response; page: Document }> {
  const response = await fetch(href, { headers: { accept: "text/html" } });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return { response, page: new DOMParser().parseFromString(await response.text(), "text/html") };
}
