"use client";
// One way to read admin data: TanStack Query over callApi, with the defaults of SPEC.md §7
// (set on the client in query-client.ts). Keys are shared so a change refreshes every list.
import { useQuery } from "@tanstack/react-query";
import { callApi, type InputArgs } from "@/lib/api/client";
import type { Endpoint } from "@/lib/api/endpoint";

export const queryKeys = {
  properties: ["properties"],
  property: (id: string) => ["properties", id],
  features: ["property-features"],
  leads: ["leads"],
  mortgageRequests: ["mortgage-requests"],
  consultants: ["consultants"],
  consultant: (id: string) => ["consultants", id],
  testimonials: ["testimonials"],
  testimonial: (id: string) => ["testimonials", id],
  users: ["users"],
  user: (id: string) => ["users", id],
  homeSettings: ["home-settings"],
  pageSettings: (page: string) => ["page-settings", page],
} as const;

/** Reads an endpoint under a query key; an input of null waits (nothing to read yet). */
export function useApiQuery<E extends Endpoint>(
  key: readonly unknown[],
  endpoint: E,
  ...[input]: InputArgs<E> | [input: null]
) {
  return useQuery({
    queryKey: key,
    queryFn: () => callApi(endpoint, ...([input ?? undefined] as InputArgs<E>)),
    enabled: input !== null,
  });
}
