"use client";
// One way to read admin data: TanStack Query over apiRequest, with the defaults of SPEC.md §7
// (set on the client in query-client.ts). Keys are shared so a change refreshes every list.
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

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

export function useApiQuery<T>(key: readonly unknown[], url: string, enabled = true) {
  return useQuery({ queryKey: key, queryFn: () => apiRequest<T>("GET", url), enabled });
}
