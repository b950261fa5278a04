// The words of a viewing's e-mails: to the visitor in their language (nothing they typed is
// repeated but the first words of their name, issue 40), to the consultant in Portuguese.
import "server-only";
import type { Locale } from "@/lib/i18n/locales";

export type VisitorMail = "ack" | "invitation" | "proposal" | "cancellation";

interface VisitorText {
  subject: Record<VisitorMail, (title: string) => string>;
  heading: Record<VisitorMail, string>;
  greeting: (name: string | null) => string;
  body: Record<VisitorMail, (when: string, title: string) => string>;
  /** A date and time followed by the words saying it is Lisbon's. */
  lisbonTime: (dateTime: string) => string;
  /** Between a label and its value in the plain text. */
  labelSeparator: string;
  calendarNote: string;
  listing: string;
  contact: string;
  signature: string;
}

export const VIEWING_TEXT: Record<Locale, VisitorText> = {
  pt: {
    subject: {
      ack: (t) => `Pedido de visita recebido: ${t} — Casa Lusa`,
      invitation: (t) => `Visita confirmada: ${t} — Casa Lusa`,
      proposal: (t) => `Propomos outra hora para a sua visita: ${t} — Casa Lusa`,
      cancellation: (t) => `Visita cancelada: ${t} — Casa Lusa`,
    },
    heading: {
      ack: "Recebemos o seu pedido de visita",
      invitation: "A sua visita está confirmada",
      proposal: "Propomos outra hora",
      cancellation: "A visita foi cancelada",
    },
    greeting: (name) => (name ? `Olá ${name},` : "Olá,"),
    body: {
      ack: (when, t) =>
        `Recebemos o seu pedido para visitar «${t}» em ${when}. O consultor vai confirmá-lo em breve e enviar-lhe um convite para o seu calendário.`,
      invitation: (when, t) =>
        `Esperamos por si em ${when} para visitar «${t}». O convite em anexo junta a visita ao seu calendário.`,
      proposal: (when, t) =>
        `A hora que pediu para visitar «${t}» já não é possível. Propomos ${when}. Se lhe convier, aceite o convite em anexo; se não, responda a este email.`,
      cancellation: (when, t) =>
        `A visita a «${t}» marcada para ${when} foi cancelada. O convite em anexo retira-a do seu calendário. Responda a este email para marcar outra hora.`,
    },
    lisbonTime: (d) => `${d} (hora de Lisboa)`,
    labelSeparator: ": ",
    calendarNote: "Convite para o calendário: visita.ics",
    listing: "Ver o imóvel",
    contact: "Consultor",
    signature: "A equipa Casa Lusa",
  },
  en: {
    subject: {
      ack: (t) => `Viewing request received: ${t} — Casa Lusa`,
      invitation: (t) => `Viewing confirmed: ${t} — Casa Lusa`,
      proposal: (t) => `We suggest another time for your viewing: ${t} — Casa Lusa`,
      cancellation: (t) => `Viewing cancelled: ${t} — Casa Lusa`,
    },
    heading: {
      ack: "We have your viewing request",
      invitation: "Your viewing is confirmed",
      proposal: "We suggest another time",
      cancellation: "The viewing has been cancelled",
    },
    greeting: (name) => (name ? `Dear ${name},` : "Hello,"),
    body: {
      ack: (when, t) =>
        `We have received your request to view “${t}” on ${when}. Your consultant will confirm it shortly and send you an invitation for your calendar.`,
      invitation: (when, t) =>
        `We look forward to seeing you on ${when} to view “${t}”. The attached invitation adds the viewing to your calendar.`,
      proposal: (when, t) =>
        `The time you asked for to view “${t}” is no longer possible. We suggest ${when} instead. If it suits you, accept the attached invitation; if not, reply to this e-mail.`,
      cancellation: (when, t) =>
        `The viewing of “${t}” on ${when} has been cancelled. The attached file removes it from your calendar. Reply to this e-mail to arrange another time.`,
    },
    lisbonTime: (d) => `${d} (Lisbon time)`,
    labelSeparator: ": ",
    calendarNote: "Calendar invitation: viewing.ics",
    listing: "See the property",
    contact: "Consultant",
    signature: "The Casa Lusa team",
  },
  jp: {
    subject: {
      ack: (t) => `内見のご依頼を承りました：${t}｜Casa Lusa`,
      invitation: (t) => `内見の日時が確定しました：${t}｜Casa Lusa`,
      proposal: (t) => `内見の別の日時のご提案：${t}｜Casa Lusa`,
      cancellation: (t) => `内見のキャンセルのお知らせ：${t}｜Casa Lusa`,
    },
    heading: {
      ack: "内見のご依頼を承りました",
      invitation: "内見の日時が確定しました",
      proposal: "別の日時をご提案します",
      cancellation: "内見はキャンセルとなりました",
    },
    greeting: (name) => (name ? `${name} 様` : "お客様"),
    body: {
      ack: (when, t) =>
        `「${t}」の内見（${when}）のご依頼を承りました。担当コンサルタントが確認のうえ、カレンダー用の招待をお送りします。`,
      invitation: (when, t) =>
        `「${t}」の内見を${when}に承りました。添付の招待ファイルでカレンダーに追加できます。当日お会いできるのを楽しみにしております。`,
      proposal: (when, t) =>
        `ご希望の日時では「${t}」の内見ができなくなりました。代わりに${when}はいかがでしょうか。よろしければ添付の招待をご承諾ください。ご都合が合わない場合は、このメールにご返信ください。`,
      cancellation: (when, t) =>
        `${when}に予定していた「${t}」の内見はキャンセルとなりました。添付のファイルでカレンダーから削除されます。別の日時をご希望の場合は、このメールにご返信ください。`,
    },
    lisbonTime: (d) => `${d}（リスボン時間）`,
    labelSeparator: "：",
    calendarNote: "カレンダー用招待ファイル：viewing.ics",
    listing: "物件を見る",
    contact: "担当コンサルタント",
    signature: "Casa Lusa チーム",
  },
};

export type StaffMail = "notice" | "invitation" | "proposal" | "cancellation";

export const STAFF_VIEWING_TEXT = {
  subject: {
    notice: (ref: string, when: string) => `Novo pedido de visita: ${ref}, ${when}`,
    invitation: (ref: string, when: string) => `Visita confirmada: ${ref}, ${when}`,
    proposal: (ref: string, when: string) => `Nova hora proposta ao cliente: ${ref}, ${when}`,
    cancellation: (ref: string, when: string) => `Visita cancelada: ${ref}, ${when}`,
  } satisfies Record<StaffMail, (ref: string, when: string) => string>,
  heading: {
    notice: "Novo pedido de visita",
    invitation: "Visita confirmada",
    proposal: "Nova hora proposta ao cliente",
    cancellation: "Visita cancelada",
  } satisfies Record<StaffMail, string>,
  next: {
    notice: "Confirme a visita ou proponha outra hora no painel.",
    invitation: "O convite em anexo junta a visita ao seu calendário.",
    proposal: "O convite em anexo atualiza o seu calendário; o cliente recebeu a proposta.",
    cancellation: "O ficheiro em anexo retira a visita do seu calendário.",
  } satisfies Record<StaffMail, string>,
  labels: {
    when: "Quando",
    property: "Imóvel",
    name: "Nome",
    email: "Email",
    phone: "Telefone",
    language: "Língua",
    open: "Abrir no painel",
  },
  languages: { pt: "Português", en: "Inglês", jp: "Japonês" } satisfies Record<Locale, string>,
};
