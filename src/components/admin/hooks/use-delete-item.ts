"use client";
// How every admin deletion runs once its ConfirmDelete has been answered (docs/product.md#how-every-admin-screen-behaves):
// DELETE on the item, through the password dialog when the server asks for it again; then the
// item leaves its list at once with the success toast, or the error toast says why it stayed.
// The list is read again either way (someone else may have deleted it already).
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useReauth } from "@/components/admin/reauth-provider";
import { type ToastText, toast } from "@/components/ui/toaster";
import { serverMessage } from "@/lib/admin/content/server-error";
import { callApi } from "@/lib/api/client";
import type { RemoveEndpoint } from "@/lib/api/crud";

export function useDeleteItem({
  remove,
  list,
  deleted,
  failed,
  failedDescription = serverMessage,
  onDeleted,
}: {
  /** The item's DELETE, or the call that deletes the item with this id. */
  remove: RemoveEndpoint | ((id: string) => Promise<unknown>);
  /** The query of the list the item is shown in. */
  list: QueryKey;
  deleted: ToastText;
  failed: string;
  failedDescription?: (error: unknown) => string | undefined;
  onDeleted?: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const withReauth = useReauth();
  const mutation = useMutation({
    mutationFn: (id: string) =>
      withReauth(() =>
        typeof remove === "function" ? remove(id) : callApi(remove, { params: { id } }),
      ),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<{ id: string }[]>(list, (items) =>
        items?.filter((item) => item.id !== id),
      );
      toast.success(deleted.title, { description: deleted.description });
      onDeleted?.(id);
    },
    onError: (error) => toast.error(failed, { description: failedDescription(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: list }),
  });
  return {
    remove: (id: string) => mutation.mutate(id),
    /** While its deletion is on its way, the item's delete button is disabled. */
    isDeleting: (id: string) => mutation.isPending && mutation.variables === id,
  };
}
