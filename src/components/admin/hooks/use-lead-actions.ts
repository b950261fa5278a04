"use client";
import { errorDescription } from "@/lib/admin/content/server-error";
import { adminText, leadsText } from "@/lib/admin/messages";
import { queryKeys } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { Lead, LeadStatus } from "@/lib/schemas/lead";
import { useInboxActions } from "./use-inbox-actions";

const t = leadsText.leads;

/** Marking read or unread and deleting a lead, in the list read under `queryKey`. */
export function useLeadActions(queryKey: readonly unknown[] = queryKeys.leads) {
  const actions = useInboxActions<LeadStatus, Lead>({
    queryKey,
    update: (id, status) => callApi(api.leads.update, { params: { id }, body: { status } }),
    remove: api.leads.remove,
    statusChanged: (status) => (status === "new" ? t.markedUnread : null),
    statusFailed: (error) => ({
      title: adminText.common.error,
      description: errorDescription(error, t.statusError),
    }),
    deleted: { title: t.deleted, description: t.deletedDescription },
    deleteFailed: adminText.common.error,
    deleteFailedDescription: (error) => errorDescription(error, t.deleteError),
  });
  return {
    markRead: (lead: Lead) => {
      if (lead.status === "new") actions.setStatus(lead, "read");
    },
    markUnread: (lead: Lead) => actions.setStatus(lead, "new"),
    remove: actions.remove,
  };
}
