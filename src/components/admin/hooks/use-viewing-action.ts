"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { errorDescription } from "@/lib/admin/content/server-error";
import { viewingsText } from "@/lib/admin/messages";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { ViewingUpdate } from "@/lib/schemas/viewing";

/** Confirm, propose another time or cancel, with the screen's toasts; every list refreshes. */
export function useViewingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: ViewingUpdate }) =>
      callApi(api.viewings.update, { params: { id }, body: update }),
    onSuccess: (_viewing, { update }) => toast.success(viewingsText.done[update.action]),
    onError: (error) => toast.error(viewingsText.failed, { description: errorDescription(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["viewings"] }),
  });
}
