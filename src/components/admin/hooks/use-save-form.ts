"use client";
// How every admin content form saves: send, refresh the lists that show what was saved, the
// success toast, then the form's own next step (back to the list, or the saved values as the
// form's new starting point). On failure the typed work stays, the server's field messages go
// next to their fields, and the error toast says what went wrong (SPEC.md §8).
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useReauth } from "@/components/admin/reauth-provider";
import { type ToastText, toast } from "@/components/ui/toaster";
import { serverFieldErrors, serverMessage } from "@/lib/admin/content/server-error";

export function useSaveForm<V extends FieldValues, P, R>({
  form,
  fields,
  save,
  invalidate,
  saved,
  failed,
  failedDescription = serverMessage,
  afterSave,
}: {
  form: UseFormReturn<V, unknown, P>;
  /** The form's fields a server message can be about. */
  fields: readonly Path<V>[];
  save: (payload: P) => Promise<R>;
  /** The list to read again after a save. */
  invalidate?: QueryKey;
  saved: ToastText;
  failed: string;
  failedDescription?: (error: unknown) => string;
  afterSave?: (result: R) => void;
}) {
  const queryClient = useQueryClient();
  const withReauth = useReauth();
  return useMutation({
    // A sensitive save (a user's password) may first ask for the password: the form waits.
    mutationFn: (payload: P) => withReauth(() => save(payload)),
    onSuccess: (result) => {
      if (invalidate) void queryClient.invalidateQueries({ queryKey: invalidate });
      toast.success(saved.title, { description: saved.description });
      afterSave?.(result);
    },
    onError: (error) => {
      for (const [field, message] of serverFieldErrors(error, fields)) {
        form.setError(field, { type: "server", message });
      }
      toast.error(failed, { description: failedDescription(error) });
    },
  });
}
