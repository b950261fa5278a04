"use client";
// The actions of an inbox (leads, mortgage requests): change an entry's status and delete it. The
// list changes at once and is re-read afterwards; a failed status change is undone. The toasts are
// each screen's own (docs/product.md#leads-screen, docs/product.md#mortgage-requests-screen).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ToastText, toast } from "@/components/ui/toaster";
import type { RemoveEndpoint } from "@/lib/api/crud";
import { useDeleteItem } from "./use-delete-item";

export interface InboxActionsConfig<S extends string> {
  queryKey: readonly unknown[];
  update: (id: string, status: S) => Promise<unknown>;
  remove: RemoveEndpoint;
  /** The toast after a status change, or null for none. */
  statusChanged: (status: S) => string | null;
  statusFailed: (error: unknown) => ToastText;
  deleted: ToastText;
  deleteFailed: string;
  deleteFailedDescription: (error: unknown) => string | undefined;
}

export function useInboxActions<S extends string, T extends { id: string; status: S }>(
  config: InboxActionsConfig<S>,
) {
  const queryClient = useQueryClient();
  const { queryKey } = config;

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: S }) => config.update(id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      queryClient.setQueryData<T[]>(queryKey, (entries) =>
        entries?.map((entry) => (entry.id === id ? { ...entry, status } : entry)),
      );
      return { previous };
    },
    onSuccess: (_entry, { status }) => {
      const message = config.statusChanged(status);
      if (message) toast.success(message);
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      const { title, description } = config.statusFailed(error);
      toast.error(title, { description });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const deletion = useDeleteItem({
    remove: config.remove,
    list: queryKey,
    deleted: config.deleted,
    failed: config.deleteFailed,
    failedDescription: config.deleteFailedDescription,
  });

  return {
    setStatus: (entry: T, status: S) => setStatus.mutate({ id: entry.id, status }),
    remove: (entry: T) => deletion.remove(entry.id),
  };
}
