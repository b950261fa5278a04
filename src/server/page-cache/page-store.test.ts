import { expect, it } from "vitest";
import { PageStore } from "./page-store";

const page = (bytes: number) => ({ bytes });

it("keeps pages within its budget, dropping the least recently served first", () => {
  const store = new PageStore<{ bytes: number }>(100);
  store.set("a", page(20));
  store.set("b", page(20));
  store.set("c", page(20));
  store.get("a");
  store.set("d", page(25));
  store.set("e", page(25));
  expect(store.bytes).toBeLessThanOrEqual(100);
  expect(store.get("b")).toBeUndefined();
  expect(store.get("a")).toBeDefined();
  expect(store.get("e")).toBeDefined();
});

it("replaces a page under the same key and never keeps one that would take over a quarter", () => {
  const store = new PageStore<{ bytes: number }>(100);
  store.set("a", page(20));
  store.set("a", page(10));
  expect(store.bytes).toBe(10);
  store.set("a", page(26));
  expect(store.get("a")).toBeUndefined();
  expect(store.bytes).toBe(0);
});

it("stays within its budget whatever is asked of it", () => {
  const store = new PageStore<{ bytes: number }>(10_000);
  for (let i = 0; i < 10_000; i++) store.set(`/pt/properties?location=${i}`, page(100 + (i % 7)));
  expect(store.bytes).toBeLessThanOrEqual(10_000);
  expect(store.size).toBeLessThanOrEqual(100);
});
