// How code in an island asks for the page to be updated in place from a newer copy of itself
// (the property list's navigations), without importing the island machinery (and with it
// every island) itself: the boot script registers the updater.

type Updater = (next: Document) => Promise<void>;

let updater: Updater | undefined;

export function handlePageUpdates(update: Updater): void {
  updater = update;
}

/** Updates the page from `next`; fails where the page does not run as islands. */
export function updatePage(next: Document): Promise<void> {
  return updater ? updater(next) : Promise.reject(new Error("The page does not run as islands"));
}
