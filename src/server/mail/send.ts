// One delivery attempt of an outbox message: render it from its request, address it, hand it to
// the SMTP server. Everything a visitor typed that reaches a header goes through
// oneLine(): no CR, LF or other control character can start a header of its own.
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { AGENCY } from "@/lib/agency";
import { HTML_LANG } from "@/lib/i18n/locales";
import type { mailMessages } from "@/server/db/schema";
import { env } from "@/server/env";
import { loadMailRequest } from "./load-request";
import type { MailRequest } from "./mail-request";
import { renderNotification, renderReply, renderSearchMail } from "./render";
import { loadSearchMail } from "./search-mail";
import { greetingName, oneLine } from "./templates/sanitize";

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

function addressed(message: MessageRow, request: MailRequest): Envelope {
  const inbox = env().LEADS_INBOX;
  if (message.kind === "reply") {
    const consultant = request.consultant;
    return {
      // The name as the greeting has it: a stranger's inbox never shows a "name" of free text.
      to: [{ name: greetingName(request.name) ?? "", address: request.email }],
      cc: [],
      replyTo: consultant?.email
        ? { name: oneLine(consultant.name), address: consultant.email }
        : (inbox ?? AGENCY.email),
    };
  }
  const consultant = request.consultant?.email ? request.consultant : null;
  const to = consultant
    ? [{ name: oneLine(consultant.name), address: consultant.email as string }]
    : inbox
      ? [{ name: AGENCY.name, address: inbox }]
      : [];
  if (to.length === 0) {
    throw new Error(
      "Sem destinatário: o imóvel não tem consultor com email e LEADS_INBOX não está definido",
    );
  }
  return {
    to,
    cc: consultant && inbox ? [inbox] : [],
    replyTo: { name: oneLine(request.name), address: request.email },
  };
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
  if (message.savedSearchId) return sendSearchMessage(message);
  const request = await loadMailRequest(message);
  if (!request) return null;
  const rendered =
    message.kind === "notification"
      ? await renderNotification(request)
      : await renderReply(request);
  const envelope = addressed(message, request);
  const recipients = [...envelope.to.map((to) => to.address), ...envelope.cc];
  const language = message.kind === "notification" ? "pt" : request.language;
  await transport()
    .sendMail({
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
    })
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
  await transport()
    .sendMail({
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
    })
    .catch((error: unknown) => {
      throw new DeliveryError(smtpAnswer(error), recipients);
    });
  return recipients;
}
