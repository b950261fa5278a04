"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { adminText, leadsText } from "@/lib/admin/messages";
import { queryKeys } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { LeadStatus } from "@/lib/constants";
import type { Lead } from "@/lib/schemas/lead";
import { errorDescription } from "./error-description";

const t = leadsText.leads;

/** Marking read or unread and deleting; the list changes at once and is then re-read. */
export function useLeadActions() {
  const queryClient = useQueryClient();

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      callApi(api.leads.update, { params: { id }, body: { status } }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.leads });
      const previous = queryClient.getQueryData<Lead[]>(queryKeys.leads);
      queryClient.setQueryData<Lead[]>(queryKeys.leads, (leads) =>
        leads?.map((lead) => (lead.id === id ? { ...lead, status } : lead)),
      );
      return { previous };
    },
    onSuccess: (_lead, { status }) => {
      if (status === "new") toast.success(t.markedUnread);
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(queryKeys.leads, context?.previous);
      toast.error(adminText.common.error, { description: errorDescription(error, t.statusError) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads }),
  });

  const remove = useMutation({
    mutationFn: (id: string) => callApi(api.leads.remove, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Lead[]>(queryKeys.leads, (leads) =>
        leads?.filter((lead) => lead.id !== id),
      );
      toast.success(t.deleted, { description: t.deletedDescription });
    },
    onError: (error) => {
      toast.error(adminText.common.error, { description: errorDescription(error, t.deleteError) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads }),
  });

  return {
    markRead: (lead: Lead) => {
      if (lead.status === "new") setStatus.mutate({ id: lead.id, status: "read" });
    },
    markUnread: (lead: Lead) => setStatus.mutate({ id: lead.id, status: "new" }),
    remove: (lead: Lead) => remove.mutate(lead.id),
  };
}
