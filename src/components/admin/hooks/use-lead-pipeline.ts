"use client";
// A lead's pipeline in its dialog (issue 36): its timeline, read each time the dialog opens;
// moving it to a stage or another assignee; adding a note. Each write refreshes the lists, the
// timeline and the e-mails (a reassignment sends one).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { errorDescription } from "@/lib/admin/content/server-error";
import { adminText, pipelineText } from "@/lib/admin/messages";
import { queryKeys, useFreshApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { Lead, LeadStage } from "@/lib/schemas/lead";

const t = pipelineText;

export function useLeadEvents(leadId: string, open: boolean) {
  return useFreshApiQuery(
    queryKeys.leadEvents(leadId),
    api.leadEvents.list,
    open ? { params: { id: leadId } } : null,
  );
}

function useRefresh(leadId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.leads }),
      queryClient.invalidateQueries({ queryKey: queryKeys.leadEvents(leadId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.mailMessages({ leadId }) }),
    ]);
}

type PipelineChange =
  | { stage: LeadStage; lostReason?: string }
  | { consultantId: string | null; assigneeName: string };

/** Moves the lead to a stage or gives it to someone; the caller shows field errors. */
export function useUpdateLeadPipeline(lead: Pick<Lead, "id">) {
  const refresh = useRefresh(lead.id);
  return useMutation({
    mutationFn: (change: PipelineChange) =>
      callApi(api.leads.update, {
        params: { id: lead.id },
        body:
          "stage" in change
            ? { stage: change.stage, lostReason: change.lostReason }
            : { consultantId: change.consultantId },
      }),
    onSuccess: (_lead, change) => {
      toast.success(
        "stage" in change
          ? t.stageSaved(t.stage[change.stage])
          : t.assigneeSaved(change.assigneeName),
      );
      return refresh();
    },
    onError: (error, change) => {
      // A missing reason is shown on its field, not in a toast.
      if ("stage" in change && change.stage === "lost") return;
      toast.error(adminText.common.error, {
        description: errorDescription(error, "stage" in change ? t.stageError : t.assigneeError),
      });
    },
  });
}

export function useAddLeadNote(leadId: string) {
  const refresh = useRefresh(leadId);
  return useMutation({
    mutationFn: (text: string) =>
      callApi(api.leadEvents.addNote, { params: { id: leadId }, body: { text } }),
    onSuccess: () => {
      toast.success(t.noteAdded);
      return refresh();
    },
  });
}
