"use client";
// How every admin form saves: send, refresh the lists that show what was saved, the success
// toast, what was saved becomes the form's unchanged state, then the form's own next step (back
// to the list, or staying). On failure the typed work stays, the server's field messages go
// next to their fields, and the error toast says what went wrong (docs/product.md#how-every-admin-screen-behaves).
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useReauth } from "@/components/admin/reauth-provider";
import { type ToastText, toast } from "@/components/ui/toaster";
import { serverFieldErrors, serverMessage } from "@/lib/admin/content/server-error";
import { ApiError } from "@/lib/api/client";

export function useSaveForm<V extends FieldValues, P, R, F extends string = Path<V>>({
  form,
  fields,
  fieldPath = (field) => field as unknown as Path<V>,
  conflictField,
  save,
  invalidate,
  saved,
  failed,
  failedDescription = serverMessage,
  savedValues,
  afterSave,
  afterFailure,
  onInvalid,
}: {
  form: UseFormReturn<V, unknown, P>;
  /** The fields a server message can be about, as the API names them. */
  fields: readonly F[];
  /** The form's field for an API field, when they differ (coordinates → coordinates.lat). */
  fieldPath?: (field: F) => Path<V>;
  /** Where a 409 answer (the value is taken already, e.g. a reference) is shown and focused. */
  conflictField?: Path<V>;
  save: (payload: P) => Promise<R>;
  /** The list to read again after a save. */
  invalidate?: QueryKey;
  saved: ToastText;
  failed: string;
  failedDescription?: (error: unknown) => string;
  /** The form's values after a save; by default the values that were sent. */
  savedValues?: (result: R) => V;
  afterSave?: (result: R) => void;
  afterFailure?: () => void;
  /** After the form's own checks refuse the values (nothing is sent). */
  onInvalid?: (errors: FieldErrors<V>) => void;
}) {
  const queryClient = useQueryClient();
  const withReauth = useReauth();
  const mutation = useMutation({
    // A sensitive save (a user's password) may first ask for the password: the form waits.
    mutationFn: (payload: P) => withReauth(() => save(payload)),
    onSuccess: (result) => {
      if (invalidate) void queryClient.invalidateQueries({ queryKey: invalidate });
      toast.success(saved.title, { description: saved.description });
      // Nothing is unsaved any more: leaving the form no longer warns.
      form.reset(savedValues ? savedValues(result) : form.getValues());
      afterSave?.(result);
    },
    onError: (error) => {
      if (conflictField && error instanceof ApiError && error.status === 409) {
        form.setError(
          conflictField,
          { type: "server", message: serverMessage(error) },
          { shouldFocus: true },
        );
      }
      for (const [field, message] of serverFieldErrors(error, fields)) {
        form.setError(fieldPath(field), { type: "server", message });
      }
      toast.error(failed, { description: failedDescription(error) });
      afterFailure?.();
    },
  });
  return {
    ...mutation,
    /** The form's onSubmit: its own checks, then the save. */
    submit: form.handleSubmit((payload) => mutation.mutate(payload), onInvalid),
  };
}
