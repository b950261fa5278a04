// POST /api/mail-messages/{id}/resend – send an e-mail again, now (staff only)
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { resendMailMessage } from "@/server/mail/outbox";

export const POST = route(api.mailMessages.resend, ({ params, session }) =>
  resendMailMessage(params.id, session),
);
