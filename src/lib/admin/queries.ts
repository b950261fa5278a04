"use client";
// One way to read admin data: TanStack Query over callApi, with the defaults of
// docs/product.md#how-every-admin-screen-behaves (set on the client in query-client.ts). Keys are
// shared so a change refreshes every list.
import { useQuery } from "@tanstack/react-query";
import type * as z from "zod/mini";
import { callApi, type InputArgs } from "@/lib/api/client";
import type { idParams } from "@/lib/api/crud";
import type { Endpoint } from "@/lib/api/endpoint";
import type { mailMessagesQuery } from "@/lib/schemas/mail-message";

/** Whose e-mails: one lead's or one mortgage request's. */
export type MailSubject = z.infer<typeof mailMessagesQuery>;

export const queryKeys = {
  properties: ["properties"],
  property: (id: string) => ["properties", id],
  features: ["property-features"],
  leads: ["leads"],
  /** The leads list as filtered (under "leads": a change to any lead refreshes every filter). */
  leadsFiltered: (filters: Record<string, string | number>) => ["leads", filters],
  /** One lead's timeline. */
  leadEvents: (id: string) => ["lead-events", id],
  mortgageRequests: ["mortgage-requests"],
  viewings: (filters: Record<string, string>) => ["viewings", filters],
  availability: (consultantId: string) => ["availability", consultantId],
  consultants: ["consultants"],
  consultant: (id: string) => ["consultants", id],
  testimonials: ["testimonials"],
  testimonial: (id: string) => ["testimonials", id],
  users: ["users"],
  user: (id: string) => ["users", id],
  homeSettings: ["home-settings"],
  legalSettings: ["legal-settings"],
  /** The signed-in user and their account's security (GET /api/auth/me). */
  account: ["account"],
  sessions: (userId: string) => ["sessions", userId],
  securitySettings: ["security-settings"],
  portals: ["portals"],
  importJob: (id: string) => ["imports", id],
  privacySettings: ["privacy-settings"],
  auditLog: (filters: Record<string, string | number>) => ["audit-log", filters],
  pageSettings: (page: string) => ["page-settings", page],
  notice: (notice: string) => ["notices", notice],
  /** The e-mails of one lead or mortgage request. */
  mailMessages: (subject: MailSubject) => ["mail-messages", subject],
} as const;

/** Reads an endpoint under a query key; an input of null waits (nothing to read yet). */
export function useApiQuery<E extends Endpoint>(
  key: readonly unknown[],
  endpoint: E,
  ...[input]: InputArgs<E> | [input: null]
) {
  return useQuery(apiQueryOptions(key, endpoint, ...([input] as InputArgs<E> | [input: null])));
}

/** The item an edit screen opens, by its id; a new one (no id) has nothing to read. */
export function useItemQuery<E extends Endpoint & { params: typeof idParams }>(
  key: (id: string) => readonly unknown[],
  endpoint: E,
  id: string | null | undefined,
) {
  const input = (id ? [{ params: { id } }] : [null]) as InputArgs<E> | [input: null];
  return useApiQuery(key(id ?? "new"), endpoint, ...input);
}

/**
 * Like useApiQuery, but read again each time a component using it mounts even when the data is
 * cached: for what changes on the server by itself (the delivery state of e-mails), shown in a
 * dialog whose content mounts when it opens.
 */
export function useFreshApiQuery<E extends Endpoint>(
  key: readonly unknown[],
  endpoint: E,
  ...[input]: InputArgs<E> | [input: null]
) {
  return useQuery({
    ...apiQueryOptions(key, endpoint, ...([input] as InputArgs<E> | [input: null])),
    refetchOnMount: "always",
  });
}

function apiQueryOptions<E extends Endpoint>(
  key: readonly unknown[],
  endpoint: E,
  ...[input]: InputArgs<E> | [input: null]
) {
  return {
    queryKey: key,
    queryFn: () => callApi(endpoint, ...([input ?? undefined] as InputArgs<E>)),
    enabled: input !== null,
  };
}
