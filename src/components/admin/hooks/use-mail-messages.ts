"use client";
// The e-mails of a lead or mortgage request, read each time its dialog opens (their delivery
// state changes on the server by itself), and sending one again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { serverMessage } from "@/lib/admin/content/server-error";
import { mailText } from "@/lib/admin/messages";
import { type MailSubject, queryKeys, useFreshApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { MailMessage } from "@/lib/schemas/mail-message";

/** The request's messages; read only while `open`. */
export function useMailMessages(subject: MailSubject, open: boolean) {
  return useFreshApiQuery(
    queryKeys.mailMessages(subject),
    api.mailMessages.list,
    open ? { query: subject } : null,
  );
}

/** Sends one message again; the list shows it pending at once and is then read again. */
export function useResendMail(subject: MailSubject) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.mailMessages(subject);
  return useMutation({
    mutationFn: (id: string) => callApi(api.mailMessages.resend, { params: { id } }),
    onSuccess: (message) => {
      queryClient.setQueryData<MailMessage[]>(queryKey, (messages) =>
        messages?.map((m) => (m.id === message.id ? message : m)),
      );
      toast.success(mailText.resent);
      return queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast.error(mailText.resendError, { description: serverMessage(error) }),
  });
}
