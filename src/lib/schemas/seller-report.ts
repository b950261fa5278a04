// Sending a listing's report to its owner (issue 38, item 4): POST /api/properties/{id}/report-email
// takes the owner's address and the report's language, and answers the send as recorded.
import { z } from "zod";
import { LOCALES } from "@/lib/constants";
import { emailField } from "./common";
import { MAIL_STATUSES } from "./mail-message";

/** The last sends of a listing's report shown beside the form. */
export const SENDS_SHOWN = 5;

export const REPORT_EMAIL_INVALID = "Indique um email válido, por exemplo nome@exemplo.pt";
export const REPORT_LANGUAGE_INVALID = "Escolha a língua do relatório: pt, en ou jp";

export const sellerReportEmailInput = z.strictObject({
  email: z.string(REPORT_EMAIL_INVALID).pipe(emailField(REPORT_EMAIL_INVALID)),
  language: z.enum(LOCALES, REPORT_LANGUAGE_INVALID),
});
export type SellerReportEmailInput = z.infer<typeof sellerReportEmailInput>;

/** A report sent: to whom, in which language, by whom and when. */
export const sellerReportSendSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  email: z.string(),
  language: z.enum(LOCALES),
  /** The administrator's name (or address); null once their account is gone. */
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  /** Its e-mail's delivery: waiting, sent, or given up on. */
  status: z.enum(MAIL_STATUSES),
});
export type SellerReportSend = z.infer<typeof sellerReportSendSchema>;
