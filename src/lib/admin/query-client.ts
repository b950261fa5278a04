import { QueryClient } from "@tanstack/react-query";

/**
 * No refetch on window focus, no polling, data never stale, no retries
 * (docs/product.md#how-every-admin-screen-behaves).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
