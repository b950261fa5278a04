"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
// Who answers a mortgage request, in its dialog (issue 36): any active consultant or the
// administrators, saved as chosen; the new assignee is e-mailed by the server.
import { useIsAdministrator } from "@/components/admin/hooks/use-is-administrator";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toaster";
import { errorDescription } from "@/lib/admin/content/server-error";
import { adminText, pipelineText } from "@/lib/admin/messages";
import { queryKeys } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import { type AssigneeChoice, AssigneeOptions } from "./lead-pipeline-fields";

const t = pipelineText;

export function MortgageAssigneeSelect({
  request,
  assignees,
}: {
  request: MortgageRequest;
  assignees: AssigneeChoice[];
}) {
  const id = useId();
  // Only an administrator hands a request to someone else (the server refuses a consultant).
  const administrator = useIsAdministrator();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (consultantId: string | null) =>
      callApi(api.mortgageRequests.update, {
        params: { id: request.id },
        body: { consultantId },
      }),
    onSuccess: (_request, consultantId) => {
      const name = assignees.find((choice) => choice.id === consultantId)?.name;
      toast.success(t.assigneeSaved(name ?? t.administrators));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.mortgageRequests }),
        queryClient.invalidateQueries({
          queryKey: queryKeys.mailMessages({ mortgageRequestId: request.id }),
        }),
      ]);
    },
    onError: (error) =>
      toast.error(adminText.common.error, {
        description: errorDescription(error, t.assigneeError),
      }),
  });
  return (
    <FormField label={t.assigneeLabel} htmlFor={`${id}-assignee`} className="max-w-sm">
      <NativeSelect
        id={`${id}-assignee`}
        value={request.consultantId ?? ""}
        disabled={update.isPending || !administrator}
        onChange={(event) => update.mutate(event.target.value || null)}
      >
        <AssigneeOptions current={request.consultantId} assignees={assignees} />
      </NativeSelect>
    </FormField>
  );
}
