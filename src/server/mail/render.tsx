import "server-only";
// Turns a request into its two e-mails: the notification to the agency (in Portuguese, for the
// staff) and the auto-reply to the visitor (in their language). Each has an HTML part rendered
// by react-email, which escapes every value it is given, and a plain-text part written by hand
// so that it reads well and shows every address.
import { render } from "@react-email/components";
import type { MailRequest, RenderedMail } from "./mail-request";
import type { SearchMail } from "./search-mail";
import type { SellerReportMail } from "./seller-report-mail";
import { NotificationEmail, notificationText } from "./templates/notification";
import { notificationModel } from "./templates/notification-model";
import { ReplyEmail, replyText } from "./templates/reply";
import { replyModel } from "./templates/reply-model";
import { oneLine } from "./templates/sanitize";
import { SearchEmail, searchSubject, searchText } from "./templates/search-email";
import { SellerReportEmail, sellerReportText } from "./templates/seller-report-email";
import type { StaffMailKind } from "./templates/staff-purpose";

/**
 * A message to the agency's staff about a lead or mortgage request: new (the default), given to
 * someone, or still unanswered (staff-purpose.ts).
 */
export async function renderNotification(
  request: MailRequest,
  purpose: StaffMailKind = "notification",
  reminderHours?: number,
): Promise<RenderedMail> {
  const model = notificationModel(request, purpose, reminderHours);
  return {
    subject: oneLine(model.subject),
    html: await render(<NotificationEmail model={model} />),
    text: notificationText(model),
  };
}

/** The auto-reply to the visitor, in the language they wrote in. */
export async function renderReply(request: MailRequest): Promise<RenderedMail> {
  const model = replyModel(request);
  return {
    subject: oneLine(model.subject),
    html: await render(<ReplyEmail model={model} />),
    text: replyText(model),
  };
}

/** A saved search's confirmation or alert, in the search's language. */
export async function renderSearchMail(mail: SearchMail): Promise<RenderedMail> {
  return {
    subject: oneLine(searchSubject(mail)),
    html: await render(<SearchEmail mail={mail} />),
    text: searchText(mail),
  };
}

/** A listing's report to its owner, in the language the administrator chose. */
export async function renderSellerReportMail(mail: SellerReportMail): Promise<RenderedMail> {
  return {
    subject: oneLine(mail.subject),
    html: await render(<SellerReportEmail mail={mail} />),
    text: sellerReportText(mail),
  };
}
