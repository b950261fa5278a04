"use client";
import { errorDescription } from "@/lib/admin/content/server-error";
import { leadsText } from "@/lib/admin/messages";
import { queryKeys } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { MortgageStatus } from "@/lib/constants";
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import { useInboxActions } from "./use-inbox-actions";

const t = leadsText.mortgage;

/**
 * Status changes (any value, from the dropdown) and deletion, with the screen's toasts
 * (docs/product.md#mortgage-requests-screen).
 */
export function useMortgageRequestActions() {
  return useInboxActions<MortgageStatus, MortgageRequest>({
    queryKey: queryKeys.mortgageRequests,
    update: (id, status) =>
      callApi(api.mortgageRequests.update, { params: { id }, body: { status } }),
    remove: api.mortgageRequests.remove,
    statusChanged: () => t.statusUpdated,
    statusFailed: (error) => ({ title: t.statusError, description: errorDescription(error) }),
    deleted: { title: t.deleted },
    deleteFailed: t.deleteError,
    deleteFailedDescription: (error) => errorDescription(error),
  });
}
