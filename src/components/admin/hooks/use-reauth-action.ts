"use client";
// How the admin runs an action that is neither a form's save (useSaveForm) nor a list item's
// deletion (useDeleteItem): ending sessions, turning the second factor off, erasing someone's
// data, saving a consultant's hours. Through the password dialog when the server asks for it again; then the success toast
// and the screen's next step, or the error toast with the server's reason
// (docs/product.md#how-every-admin-screen-behaves).
import { useMutation } from "@tanstack/react-query";
import { useReauth } from "@/components/admin/reauth-provider";
import { type ToastText, toast } from "@/components/ui/toaster";
import { serverMessage } from "@/lib/admin/content/server-error";

export function useReauthAction<R, V = void>({
  run,
  done,
  failed,
  failedDescription = serverMessage,
  onDone,
  onFailed,
}: {
  run: (variables: V) => Promise<R>;
  /** The success toast, if the screen does not show the result itself. */
  done?: ToastText;
  failed: string;
  failedDescription?: (error: unknown) => string | undefined;
  onDone?: (result: R, variables: V) => unknown;
  /** Instead of the error toast (a form that shows the error beside its field). */
  onFailed?: (error: unknown) => boolean;
}) {
  const withReauth = useReauth();
  return useMutation({
    mutationFn: (variables: V) => withReauth(() => run(variables)),
    onSuccess: (result, variables) => {
      if (done) toast.success(done.title, { description: done.description });
      return onDone?.(result, variables);
    },
    onError: (error) => {
      if (onFailed?.(error)) return;
      toast.error(failed, { description: failedDescription(error) });
    },
  });
}
