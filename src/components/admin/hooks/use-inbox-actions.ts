"use client";
// The actions of an inbox (leads, mortgage requests): change an entry's status and delete it.
// The list changes at once and is re-read afterwards; a failed status change is undone. The
// toasts are each screen's own (SPEC.md §8).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";

export interface Toast {
  title: string;
  description?: string;
}

export interface InboxActionsConfig<S extends string> {
  queryKey: readonly unknown[];
  update: (id: string, status: S) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** The toast after a status change, or null for none. */
  statusChanged: (status: S) => string | null;
  statusFailed: (error: unknown) => Toast;
  deleted: Toast;
  deleteFailed: (error: unknown) => Toast;
}

export function useInboxActions<S extends string, T extends { id: string; status: S }>(
  config: InboxActionsConfig<S>,
) {
  const queryClient = useQueryClient();
  const { queryKey } = config;
  const refresh = () => queryClient.invalidateQueries({ queryKey });

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
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: string) => config.remove(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<T[]>(queryKey, (entries) =>
        entries?.filter((entry) => entry.id !== id),
      );
      toast.success(config.deleted.title, { description: config.deleted.description });
    },
    onError: (error) => {
      const { title, description } = config.deleteFailed(error);
      toast.error(title, { description });
    },
    onSettled: refresh,
  });

  return {
    setStatus: (entry: T, status: S) => setStatus.mutate({ id: entry.id, status }),
    remove: (entry: T) => remove.mutate(entry.id),
  };
}
