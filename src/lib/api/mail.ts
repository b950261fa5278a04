// The e-mails of a lead or mortgage request, as the admin's dialogs show them, and resending one.
import * as z from "zod/mini";
import { mailMessageSchema, mailMessagesQuery } from "@/lib/schemas/mail-message";
import { idParams } from "./crud";
import { defineEndpoint as endpoint } from "./endpoint";

export const mailMessages = {
  list: endpoint({
    method: "GET",
    path: "/api/mail-messages",
    access: "staff",
    tag: "E-mail",
    summary: "The e-mails of one lead or mortgage request (agency notification, auto-reply)",
    query: mailMessagesQuery,
    response: z.array(mailMessageSchema),
  }),
  resend: endpoint({
    method: "POST",
    path: "/api/mail-messages/{id}/resend",
    access: "staff",
    tag: "E-mail",
    summary: "Send an e-mail again (as a new message), now",
    params: idParams,
    response: mailMessageSchema,
  }),
};
