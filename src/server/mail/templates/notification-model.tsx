// The words of the message to the agency's staff (TEXT) and what it says about a request, worked
// out once for the HTML and the plain text alike (notification.tsx).
import "server-only";
import type { ReactNode } from "react";
import { leadsText } from "@/lib/admin/messages/inbox";
import { AGENCY } from "@/lib/agency";
import { mailtoHref, telHref, whatsappHref } from "@/lib/contact-links";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { type LegalLines, legalLines } from "@/lib/legal-lines";
import type { MailRequest, MailRequestKind } from "../mail-request";
import {
  displayHost,
  lisbonDateTime,
  multiline,
  oneLine,
  subjectLine,
  truncate,
  webUrl,
} from "./sanitize";
import { purposeLines, type StaffMailKind, whoAnswers } from "./staff-purpose";
import { TextLink } from "./typography";

export const TEXT = {
  tagline: "Novo pedido",
  heading: {
    inquiry: "Novo contacto",
    valuation: "Novo pedido de avaliação",
    mortgage: "Novo pedido de crédito habitação",
  } satisfies Record<MailRequestKind, string>,
  intro: {
    inquiry: (name: string) => `${name} enviou uma mensagem através do site.`,
    valuation: (name: string) => `${name} pediu a avaliação de um imóvel através do site.`,
    mortgage: (name: string) => `${name} pediu apoio ao crédito habitação através do site.`,
  } satisfies Record<MailRequestKind, (name: string) => string>,
  introAboutProperty: {
    inquiry: (name: string, ref: string) =>
      `${name} pediu informações sobre o imóvel ${ref} através do site.`,
    valuation: (name: string, ref: string) =>
      `${name} pediu a avaliação de um imóvel através do site, a partir do anúncio ${ref}.`,
    mortgage: (name: string, ref: string) =>
      `${name} pediu apoio ao crédito habitação para o imóvel ${ref} através do site.`,
  } satisfies Record<MailRequestKind, (name: string, ref: string) => string>,
  whoAnswers: "Quem responde",
  deadline: "Prazo de resposta",
  deadlineValue: "um dia útil",
  replyHint: (name: string) =>
    `Para responder a ${name}, use o endereço de email acima: o assunto já segue na língua do cliente. Se responder diretamente a este email, apague o texto citado.`,
  autoReply: (language: string | null) =>
    language
      ? `O visitante escreveu em ${language} e recebeu nessa língua uma confirmação automática que promete resposta no prazo de um dia útil. Se possível, responda em ${language}.`
      : "O visitante recebeu uma confirmação automática que promete resposta no prazo de um dia útil.",
  openAdmin: "Abrir no painel",
  detailsTitle: "Dados do contacto",
  fields: {
    name: "Nome",
    email: "Email",
    phone: "Telefone",
    language: "Idioma",
    receivedAt: "Recebido em",
    kind: "Tipo de pedido",
    id: "N.º do pedido",
    consultant: "Consultor atribuído",
  },
  kind: {
    inquiry: "Pedido de informação",
    valuation: "Avaliação de imóvel",
    mortgage: "Crédito habitação",
  } satisfies Record<MailRequestKind, string>,
  generalContact: "Contacto geral",
  whatsapp: "WhatsApp",
  language: { pt: "Português", en: "Inglês", jp: "Japonês" } satisfies Record<Locale, string>,
  lisbonTime: "(hora de Lisboa)",
  messageTitle: "Mensagem",
  noMessage: "O visitante não escreveu nenhuma mensagem.",
  notGiven: "Não indicado",
  propertyTitle: "Imóvel",
  ref: "Ref.",
  price: "Preço",
  city: "Cidade",
  photo: "Fotografia",
  listing: "Ver o anúncio no site",
  footer: "Mensagem automática do site",
  colon: ": ",
} as const;

export const LOCALE: Locale = "pt";

interface Row {
  label: string;
  text: string;
  node?: ReactNode;
}

export interface NotificationModel {
  subject: string;
  heading: string;
  intro: string;
  preview: string;
  who: string;
  replyHint: string;
  autoReply: string;
  adminUrl: string | null;
  rows: Row[];
  message: string;
  property: {
    title: string;
    ref: string;
    price: string;
    city: string;
    meta: string;
    photoUrl: string | null;
    url: string | null;
  } | null;
  site: { text: string; href: string | null };
  legal: LegalLines;
}

/** The subject staff reply with, in the language the visitor wrote in (as the admin's reply button). */
function replySubject(request: MailRequest): string {
  return request.kind === "mortgage"
    ? leadsText.mortgage.replySubject[request.language]()
    : leadsText.leads.replySubject[request.language](request.property?.ref ?? null);
}

/**
 * A message to the staff about a request: `purpose` says why (a new request by default; see
 * staff-purpose.ts), `reminderHours` is LEAD_REMINDER_HOURS, which the reminders name.
 */
export function notificationModel(
  request: MailRequest,
  purpose: StaffMailKind = "notification",
  reminderHours = 24,
): NotificationModel {
  const name = oneLine(request.name);
  const email = oneLine(request.email);
  const phone = oneLine(request.phone);
  const property = request.property;
  const ref = property ? oneLine(property.ref) : "";
  const title = property ? oneLine(property.title.pt) : "";
  const who = whoAnswers(request, oneLine);
  const because = purposeLines(purpose, request, { name, ref, who, reminderHours });
  const heading = because?.heading ?? TEXT.heading[request.kind];

  const subjectName = truncate(name, 60);
  const subject = property
    ? subjectLine((variable) => `${heading}: ${subjectName} — ${ref} ${variable}`, title)
    : subjectLine((variable) => `${heading}: ${variable}`, subjectName);

  const consultant = request.assignee ? oneLine(request.assignee.name) : "";

  const language = TEXT.language[request.language] ?? request.language;
  const message = multiline(request.message);
  const received = `${lisbonDateTime(request.createdAt, LOCALE)} ${TEXT.lisbonTime}`;
  const tel = telHref(phone);
  // A number written with its country code can also be reached on WhatsApp.
  const whatsapp = tel && /^(\+|00)/.test(phone) ? whatsappHref(phone) : null;
  const kind =
    request.kind === "inquiry" && !property ? TEXT.generalContact : TEXT.kind[request.kind];

  const rows: Row[] = [
    { label: TEXT.fields.name, text: name },
    {
      label: TEXT.fields.email,
      text: email,
      node: <TextLink href={mailtoHref(email, replySubject(request))}>{email}</TextLink>,
    },
    {
      label: TEXT.fields.phone,
      text: phone || TEXT.notGiven,
      node:
        tel && phone ? (
          <>
            <TextLink href={tel}>{phone}</TextLink>
            {whatsapp ? (
              <>
                {" · "}
                <TextLink href={whatsapp}>{TEXT.whatsapp}</TextLink>
              </>
            ) : null}
          </>
        ) : undefined,
    },
    { label: TEXT.fields.language, text: language },
    { label: TEXT.fields.receivedAt, text: received },
    { label: TEXT.fields.kind, text: kind },
  ];
  if (consultant) {
    const consultantEmail = oneLine(request.assignee?.email);
    rows.push({
      label: TEXT.fields.consultant,
      text: consultantEmail ? `${consultant} <${consultantEmail}>` : consultant,
    });
  }
  rows.push({ label: TEXT.fields.id, text: oneLine(request.id) });

  const siteUrl = webUrl(request.siteUrl);
  return {
    legal: legalLines(request.legal, LOCALE, AGENCY.name),
    subject,
    heading,
    intro:
      because?.intro ??
      (property
        ? TEXT.introAboutProperty[request.kind](name, ref)
        : TEXT.intro[request.kind](name)),
    preview: truncate(`${name} · ${email}${message ? ` · ${oneLine(message)}` : ""}`, 140),
    who,
    replyHint: TEXT.replyHint(name),
    autoReply: TEXT.autoReply(request.language === "pt" ? null : language.toLocaleLowerCase("pt")),
    adminUrl: webUrl(request.adminUrl),
    rows,
    message,
    property: property
      ? {
          title,
          ref,
          price: formatPrice(property.price, LOCALE),
          city: oneLine(property.city),
          meta: `${TEXT.ref} ${ref} · ${oneLine(property.city)}`,
          photoUrl: webUrl(property.photoUrl),
          url: webUrl(property.url.pt),
        }
      : null,
    site: { text: siteUrl ? displayHost(siteUrl) : "", href: siteUrl },
  };
}
