import "server-only";
// A viewing's e-mails (issue 36, item 5): to whom, in which language, what they say, and the
// iCalendar file of the invitations and cancellations (ical.ts). Drawn in the same shell as the
// other messages; the plain-text part is written by hand.
import { render } from "@react-email/components";
import { AGENCY } from "@/lib/agency";
import type { Locale } from "@/lib/i18n/locales";
import { legalLines, legalTextLines } from "@/lib/legal-lines";
import type { MailKind } from "@/lib/schemas/mail-message";
import { env } from "@/server/env";
import { buildIcs, type CalendarEvent } from "./ical";
import type { ViewingMail } from "./load-viewing";
import { Details } from "./templates/blocks";
import { PrimaryButton } from "./templates/buttons";
import { EmailShell } from "./templates/layout";
import { greetingName, lisbonDateTime, oneLine, subjectLine } from "./templates/sanitize";
import { Paragraph, Small, Title } from "./templates/typography";
import { STAFF_VIEWING_TEXT, type StaffMail, VIEWING_TEXT, type VisitorMail } from "./viewing-text";

type Address = { name: string; address: string };

export interface ViewingMessage {
  to: Address[];
  cc: string[];
  replyTo: Address | string;
  language: Locale;
  subject: string;
  html: string;
  text: string;
  /** The invitation or cancellation, for nodemailer's icalEvent. */
  ics: { method: "REQUEST" | "CANCEL"; content: string } | null;
  autoReply: boolean;
}

const VISITOR: Partial<Record<MailKind, "ack" | "invitation" | "cancellation">> = {
  viewing_ack: "ack",
  viewing_invitation: "invitation",
  viewing_cancellation: "cancellation",
};
const STAFF: Partial<Record<MailKind, "notice" | "invitation" | "cancellation">> = {
  viewing_notice: "notice",
  viewing_invitation_staff: "invitation",
  viewing_cancellation_staff: "cancellation",
};

function calendarEvent(viewing: ViewingMail, cancel: boolean, summary: string): CalendarEvent {
  const inbox = env().LEADS_INBOX ?? AGENCY.email;
  return {
    method: cancel ? "CANCEL" : "REQUEST",
    uid: viewing.uid,
    sequence: viewing.sequence,
    start: viewing.start,
    end: viewing.end,
    stamp: new Date(),
    summary,
    description: viewing.property.url[viewing.language],
    location: viewing.property.place,
    url: viewing.property.url[viewing.language],
    organizer: viewing.consultant
      ? { name: viewing.consultant.name, email: viewing.consultant.email }
      : { name: AGENCY.name, email: inbox },
    attendee: { name: greetingName(viewing.name) ?? "", email: viewing.email },
    status: cancel ? "CANCELLED" : viewing.status === "proposed" ? "TENTATIVE" : "CONFIRMED",
  };
}

/** The staff's address for a viewing: its consultant, with LEADS_INBOX in copy. */
function staffEnvelope(viewing: ViewingMail): { to: Address[]; cc: string[] } {
  const inbox = env().LEADS_INBOX;
  if (viewing.consultant) {
    return {
      to: [{ name: oneLine(viewing.consultant.name), address: viewing.consultant.email }],
      cc: inbox ? [inbox] : [],
    };
  }
  if (!inbox)
    throw new Error("Sem destinatário: a visita não tem consultor e LEADS_INBOX não está definido");
  return { to: [{ name: AGENCY.name, address: inbox }], cc: [] };
}

export async function composeViewingMail(
  kind: MailKind,
  viewing: ViewingMail,
): Promise<ViewingMessage> {
  const visitorKind = VISITOR[kind];
  if (visitorKind) return visitorMail(visitorKind, viewing);
  const staffKind = STAFF[kind];
  if (!staffKind) throw new Error(`not a viewing e-mail: ${kind}`);
  return staffMail(staffKind, viewing);
}

async function visitorMail(
  base: "ack" | "invitation" | "cancellation",
  viewing: ViewingMail,
): Promise<ViewingMessage> {
  const locale = viewing.language;
  const t = VIEWING_TEXT[locale];
  const which: VisitorMail =
    base === "invitation" && viewing.status === "proposed" ? "proposal" : base;
  const title = oneLine(viewing.property.title[locale]);
  const when = t.lisbonTime(lisbonDateTime(viewing.start.toISOString(), locale));
  const greeting = t.greeting(greetingName(viewing.name));
  const body = t.body[which](when, title);
  const url = viewing.property.url[locale];
  const legal = legalLines(viewing.legal, locale, AGENCY.name);
  const consultant = viewing.consultant;
  const html = await render(
    <EmailShell locale={locale} preview={body} legal={legal} footer={<Small>{t.signature}</Small>}>
      <Title locale={locale}>{t.heading[which]}</Title>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{body}</Paragraph>
      {consultant ? (
        <Details
          rows={[{ label: t.contact, value: `${oneLine(consultant.name)} · ${consultant.phone}` }]}
        />
      ) : null}
      <PrimaryButton href={url}>{t.listing}</PrimaryButton>
      {base === "ack" ? null : <Small>{t.calendarNote}</Small>}
    </EmailShell>,
  );
  const text = [
    greeting,
    body,
    consultant
      ? `${t.contact}${t.labelSeparator}${oneLine(consultant.name)} · ${consultant.phone}`
      : null,
    `${t.listing}${t.labelSeparator}${url}`,
    t.signature,
    legalTextLines(legal).join("\n"),
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    to: [{ name: greetingName(viewing.name) ?? "", address: viewing.email }],
    cc: [],
    replyTo: consultant
      ? { name: oneLine(consultant.name), address: consultant.email }
      : (env().LEADS_INBOX ?? AGENCY.email),
    language: locale,
    subject: subjectLine(t.subject[which], title),
    html,
    text,
    ics:
      base === "ack"
        ? null
        : ics(calendarEvent(viewing, base === "cancellation", `${t.heading.invitation}: ${title}`)),
    autoReply: base === "ack",
  };
}

function ics(event: CalendarEvent): ViewingMessage["ics"] {
  return { method: event.method, content: buildIcs(event) };
}

async function staffMail(
  base: "notice" | "invitation" | "cancellation",
  viewing: ViewingMail,
): Promise<ViewingMessage> {
  const t = STAFF_VIEWING_TEXT;
  const which: StaffMail =
    base === "invitation" && viewing.status === "proposed" ? "proposal" : base;
  const when = lisbonDateTime(viewing.start.toISOString(), "pt");
  const title = oneLine(viewing.property.title.pt);
  const rows = [
    { label: t.labels.when, value: when },
    { label: t.labels.property, value: `${viewing.property.ref} · ${title}` },
    { label: t.labels.name, value: oneLine(viewing.name) },
    { label: t.labels.email, value: viewing.email },
    { label: t.labels.phone, value: oneLine(viewing.phone) },
    { label: t.labels.language, value: t.languages[viewing.language] },
  ];
  const legal = legalLines(viewing.legal, "pt", AGENCY.name);
  const html = await render(
    <EmailShell
      locale="pt"
      preview={t.next[which]}
      tagline={t.heading[which]}
      legal={legal}
      footer={<Small>{AGENCY.name}</Small>}
    >
      <Title locale="pt">{t.heading[which]}</Title>
      <Details rows={rows} />
      <Paragraph>{t.next[which]}</Paragraph>
      <PrimaryButton href={viewing.adminUrl}>{t.labels.open}</PrimaryButton>
    </EmailShell>,
  );
  const text = [
    t.heading[which],
    rows.map((row) => `${row.label}: ${row.value}`).join("\n"),
    t.next[which],
    `${t.labels.open}: ${viewing.adminUrl}`,
    legalTextLines(legal).join("\n"),
  ].join("\n\n");
  return {
    ...staffEnvelope(viewing),
    replyTo: { name: oneLine(viewing.name), address: viewing.email },
    language: "pt",
    subject: oneLine(t.subject[which](viewing.property.ref, when)),
    html,
    text,
    ics:
      base === "notice"
        ? null
        : ics(
            calendarEvent(
              viewing,
              base === "cancellation",
              `Visita ${viewing.property.ref}: ${title}`,
            ),
          ),
    autoReply: false,
  };
}
