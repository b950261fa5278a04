// One delivery attempt of an outbox message: render it from its request, address it, hand it to
// the SMTP server. Everything a visitor typed that reaches a header goes through
// oneLine(): no CR, LF or other control character can start a header of its own.
import "server-only";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import { AGENCY } from "@/lib/agency";
import { HTML_LANG } from "@/lib/i18n/locales";
import type { mailMessages } from "@/server/db/schema";
import { env } from "@/server/env";
import { loadMailRequest } from "./load-request";
import { loadViewingMail } from "./load-viewing";
import type { MailConsultant, MailRequest } from "./mail-request";
import {
  renderNotification,
  renderReply,
  renderSearchMail,
  renderSellerReportMail,
} from "./render";
import { loadSearchMail } from "./search-mail";
import { loadSellerReportMail } from "./seller-report-mail";
import { greetingName, oneLine } from "./templates/sanitize";
import type { StaffMailKind } from "./templates/staff-purpose";
import { composeViewingMail } from "./viewing-mail";

type MessageRow = typeof mailMessages.$inferSelect;

const KEY = Symbol.for("casa-lusa.mail-transport");

/** The SMTP transport of SMTP_URL, with time limits well inside the outbox's lease. */
function transport(): Transporter {
  const holder = globalThis as Record<symbol, Transporter | undefined>;
  const url = env().SMTP_URL;
  if (!url) throw new Error("SMTP_URL is not set");
  holder[KEY] ??= nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return holder[KEY];
}

/** Closes the SMTP connection, if one is open. */
export function closeTransport(): void {
  const holder = globalThis as Record<symbol, Transporter | undefined>;
  holder[KEY]?.close();
  holder[KEY] = undefined;
}

/** The sender: MAIL_FROM, or the site's own no-reply address. */
function sender(): string {
  return env().MAIL_FROM ?? `${AGENCY.name} <no-reply@${new URL(env().SITE_URL).hostname}>`;
}

interface Envelope {
  to: { name: string; address: string }[];
  cc: string[];
  replyTo: { name: string; address: string } | string;
}

/**
 * Who a message goes to (issue 36). The auto-reply: the visitor, answering to the assignee (or
 * the listing's consultant, or the agency). A new request: its assignee with LEADS_INBOX in copy.
 * A reassignment or a reminder: the assignee. Without an assignee these go to LEADS_INBOX, or
 * to the administrators when it is unset. The alert of a lead long unanswered: the
 * administrators, with LEADS_INBOX in copy.
 */
export function addressed(message: Pick<MessageRow, "kind">, request: MailRequest): Envelope {
  const inbox = env().LEADS_INBOX;
  const person = (who: MailConsultant | null) =>
    who?.email ? { name: oneLine(who.name), address: who.email } : null;
  const assignee = person(request.assignee);
  if (message.kind === "reply") {
    return {
      // The name as the greeting has it: a stranger's inbox never shows a "name" of free text.
      to: [{ name: greetingName(request.name) ?? "", address: request.email }],
      cc: [],
      replyTo: assignee ?? person(request.consultant) ?? inbox ?? AGENCY.email,
    };
  }
  const administrators = request.administrators.map((address) => ({ name: "", address }));
  const agency = inbox ? [{ name: AGENCY.name, address: inbox }] : administrators;
  let to: { name: string; address: string }[];
  let cc: string[] = [];
  if (message.kind === "escalation") {
    to = administrators.length > 0 ? administrators : agency;
    cc = inbox && administrators.length > 0 ? [inbox] : [];
  } else {
    to = assignee ? [assignee] : agency;
    cc = assignee && inbox && message.kind === "notification" ? [inbox] : [];
  }
  if (to.length === 0) {
    throw new Error(
      "Sem destinatário: o pedido não tem consultor atribuído com email, LEADS_INBOX não está definido e não há administradores",
    );
  }
  return { to, cc, replyTo: { name: oneLine(request.name), address: request.email } };
}

/** A failed delivery, with the addresses it was for (the admin shows them). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly recipients: string[],
  ) {
    super(message);
  }
}

/**
 * Sends the message; answers the addresses it went to, or null when the request no longer
 * exists (deleted meanwhile). Throws a DeliveryError on failure, with the SMTP server's answer.
 */
export async function sendMessage(message: MessageRow): Promise<string[] | null> {
  if (message.viewingId) return sendViewingMessage(message);
  if (message.savedSearchId) return sendSearchMessage(message);
  if (message.sellerReportSendId) return sendSellerReportMessage(message);
  const request = await loadMailRequest(message);
  if (!request) return null;
  const kind = message.kind;
  if (kind.startsWith("viewing_") || kind.startsWith("search_") || kind === "seller_report") {
    throw new Error(`a ${kind} message without its viewing, search or report`);
  }
  const rendered =
    kind === "reply"
      ? await renderReply(request)
      : await renderNotification(request, kind as StaffMailKind, env().LEAD_REMINDER_HOURS);
  const envelope = addressed(message, request);
  const recipients = [...envelope.to.map((to) => to.address), ...envelope.cc];
  const language = message.kind === "reply" ? request.language : "pt";
  return deliver(
    {
      from: sender(),
      to: envelope.to,
      cc: envelope.cc,
      replyTo: envelope.replyTo,
      subject: oneLine(rendered.subject),
      html: rendered.html,
      text: rendered.text,
      messageId: message.messageId,
      headers: {
        "Content-Language": HTML_LANG[language],
        // An automatic answer (RFC 3834): auto-responders must not answer it in turn.
        ...(message.kind === "reply" ? { "Auto-Submitted": "auto-replied" } : {}),
      },
    },
    recipients,
  );
}

/** Hands a message to the SMTP server; answers its recipients, or throws a DeliveryError. */
async function deliver(mail: SendMailOptions, recipients: string[]): Promise<string[]> {
  await transport()
    .sendMail(mail)
    .catch((error: unknown) => {
      throw new DeliveryError(smtpAnswer(error), recipients);
    });
  return recipients;
}

/** The SMTP server's answer when it gave one, else the error's message. */
function smtpAnswer(error: unknown): string {
  const { response, message } = error as { response?: string; message?: string };
  return (response || message || String(error)).slice(0, 1000);
}

/** A viewing's message: its .ics goes as the text/calendar part calendars act on (icalEvent). */
async function sendViewingMessage(message: MessageRow): Promise<string[] | null> {
  const viewing = await loadViewingMail(message);
  if (!viewing) return null;
  const mail = await composeViewingMail(message.kind, viewing);
  const recipients = [...mail.to.map((to) => to.address), ...mail.cc];
  return deliver(
    {
      from: sender(),
      to: mail.to,
      cc: mail.cc,
      replyTo: mail.replyTo,
      subject: oneLine(mail.subject),
      html: mail.html,
      text: mail.text,
      messageId: message.messageId,
      ...(mail.ics
        ? {
            icalEvent: {
              method: mail.ics.method,
              filename: mail.ics.method === "CANCEL" ? "cancel.ics" : "invite.ics",
              content: mail.ics.content,
            },
          }
        : {}),
      headers: {
        "Content-Language": HTML_LANG[mail.language],
        ...(mail.autoReply ? { "Auto-Submitted": "auto-replied" } : {}),
      },
    },
    recipients,
  );
}

/**
 * A saved search's confirmation or alert; null when the search has been deleted meanwhile. An
 * alert carries List-Unsubscribe with its one-click address (RFC 8058) and a mailto.
 */
async function sendSearchMessage(message: MessageRow): Promise<string[] | null> {
  const mail = await loadSearchMail(message);
  if (!mail) return null;
  const rendered = await renderSearchMail(mail);
  const recipients = [mail.email];
  const alert = mail.kind === "search_alert";
  return deliver(
    {
      from: sender(),
      to: [{ name: "", address: mail.email }],
      subject: oneLine(rendered.subject),
      html: rendered.html,
      text: rendered.text,
      messageId: message.messageId,
      headers: {
        "Content-Language": HTML_LANG[mail.locale],
        "Auto-Submitted": "auto-generated",
        ...(alert
          ? {
              "List-Unsubscribe": `<${mail.stopUrl}>, <${mail.stopMailto}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            }
          : {}),
      },
    },
    recipients,
  );
}

/** A listing's report to its owner, answering to the administrator who sent it. */
async function sendSellerReportMessage(message: MessageRow): Promise<string[] | null> {
  const mail = await loadSellerReportMail(message);
  if (!mail) return null;
  const rendered = await renderSellerReportMail(mail);
  return deliver(
    {
      from: sender(),
      to: [{ name: "", address: mail.email }],
      replyTo: mail.replyTo,
      subject: oneLine(rendered.subject),
      html: rendered.html,
      text: rendered.text,
      messageId: message.messageId,
      headers: { "Content-Language": HTML_LANG[mail.locale] },
    },
    [mail.email],
  );
}
