"use client";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";

/**
 * Whether the signed-in account is an administrator's: a consultant is not shown what the
 * server would refuse them (deleting, the featured order). False until the account is known.
 */
export function useIsAdministrator(): boolean {
  const me = useApiQuery(queryKeys.account, api.auth.me);
  return me.data?.access === "admin";
}
