// GET /api/mail-messages?leadId=… | ?mortgageRequestId=… – the e-mails of one request (staff only)
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { listMailMessages } from "@/server/mail/outbox";

export const GET = route(api.mailMessages.list, ({ query, session }) =>
  listMailMessages(query, session),
);
