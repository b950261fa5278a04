// The cached pages, in memory, within a budget of bytes: the least recently served go first, so
// a crawler asking for endless variations of a URL cannot grow the process without bound.
export class PageStore<Page extends { bytes: number }> {
  private readonly pages = new Map<string, Page>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  /** The page, now counted as the most recently used. */
  get(key: string): Page | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** Keeps the page unless it alone would take more than a quarter of the budget. */
  set(key: string, page: Page): void {
    this.delete(key);
    if (page.bytes > this.maxBytes / 4) return;
    this.pages.set(key, page);
    this.total += page.bytes;
    for (const [oldest, evicted] of this.pages) {
      if (this.total <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.total -= evicted.bytes;
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.total -= page.bytes;
  }

  /** The keys kept, least recently used first. */
  keys(): IterableIterator<string> {
    return this.pages.keys();
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.total;
  }
}
