import { environmentManager, MutationObserver, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

// TanStack Query never retries on a server; these tests run in Node, so they make it behave as
// in the browser, where its own default would be three retries.
beforeEach(() => environmentManager.setIsServer(() => false));
afterEach(() => {
  environmentManager.setIsServer(() => typeof window === "undefined");
});

describe("the admin query client (docs/product.md#how-every-admin-screen-behaves)", () => {
  it("has exactly the documented defaults", () => {
    expect(createQueryClient().getDefaultOptions()).toEqual({
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    });
  });

  it("asks for a failing query once, without retrying", async () => {
    let calls = 0;
    const observer = new QueryObserver(createQueryClient(), {
      queryKey: ["leads"],
      queryFn: async () => {
        calls++;
        throw new Error("500: down");
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().status).toBe("error");
    expect(calls).toBe(1);
    unsubscribe();
  });

  it("sends a failing mutation once, without retrying", async () => {
    let calls = 0;
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: async () => {
        calls++;
        throw new Error("500: down");
      },
    });
    await expect(observer.mutate()).rejects.toThrow("500: down");
    expect(calls).toBe(1);
  });

  it("keeps loaded data fresh forever and does not refetch it when the window regains focus", async () => {
    const client = createQueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ["properties"],
      queryFn: async () => ++calls,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().data).toBe(1);
    expect(observer.getCurrentResult().isStale).toBe(false);

    // Even data marked stale is not fetched again on focus: only explicit refreshes do that.
    // (The query cache's onFocus is what TanStack runs when the window regains focus.)
    await client.invalidateQueries({ queryKey: ["properties"], refetchType: "none" });
    client.getQueryCache().onFocus();
    expect(client.isFetching()).toBe(0);
    expect(calls).toBe(1);

    await client.refetchQueries({ queryKey: ["properties"] });
    expect(calls).toBe(2);
    unsubscribe();
  });
});
