// Why the staff are e-mailed about a request (issue 36), in their words: a new request (or a
// later one merged into its lead), a request given to them, a lead still "Novo" after the
// reminder's hours, or, after twice that, the administrators' alert. The rest of the message is
// the notification's (notification-model.tsx).
import "server-only";
import type { MailKind } from "@/lib/schemas/mail-message";
import type { MailRequest } from "../mail-request";

/**
 * The e-mails to the staff about a request: every kind but the auto-reply, viewings', searches'
 * and the seller report.
 */
export type StaffMailKind = Exclude<
  MailKind,
  "reply" | "seller_report" | `viewing_${string}` | `search_${string}`
>;

export const PURPOSE_TEXT = {
  mergedHeading: "Nova mensagem de um contacto existente",
  mergedIntro: (name: string, ref: string) =>
    `${name} voltou a escrever sobre o imóvel ${ref}. A mensagem foi juntada ao contacto que já existe no painel, que voltou a ficar por ler.`,
  assignmentHeading: "Pedido atribuído a si",
  assignmentHeadingAdministrators: "Pedido atribuído aos administradores",
  assignmentIntro: "Este pedido foi-lhe atribuído no painel: é a si que cabe responder.",
  assignmentIntroAdministrators:
    "Este pedido deixou de ter consultor atribuído: cabe aos administradores responder ou atribuí-lo.",
  reminderHeading: "Lembrete: contacto por responder",
  reminderIntro: (hours: number) =>
    `Este contacto está na fase «Novo» há mais de ${hours} horas. Depois de falar com o cliente, passe-o para «Contactado» no painel.`,
  escalationHeading: "Contacto sem resposta",
  escalationIntro: (hours: number, who: string) =>
    `Este contacto está na fase «Novo» há mais de ${hours} horas e continua sem resposta (responsável: ${who}). Confirme se alguém já falou com o cliente ou atribua-o a outro consultor.`,
  assignee: (name: string) => name,
  assigneeOfListing: (name: string) => `${name}, responsável por este imóvel`,
  administrators: "os administradores da agência (nenhum consultor atribuído)",
} as const;

/** Who answers, as the message names them. */
export function whoAnswers(request: MailRequest, name: (text: string | null) => string): string {
  const assignee = request.assignee;
  if (!assignee) return PURPOSE_TEXT.administrators;
  const listingConsultant = request.consultant?.email === assignee.email;
  return listingConsultant
    ? PURPOSE_TEXT.assigneeOfListing(name(assignee.name))
    : PURPOSE_TEXT.assignee(name(assignee.name));
}

/** The heading and the opening line of a staff message other than a plain new request. */
export function purposeLines(
  purpose: StaffMailKind,
  request: MailRequest,
  context: { name: string; ref: string; who: string; reminderHours: number },
): { heading: string; intro: string } | null {
  switch (purpose) {
    case "notification":
      return request.merged && context.ref
        ? {
            heading: PURPOSE_TEXT.mergedHeading,
            intro: PURPOSE_TEXT.mergedIntro(context.name, context.ref),
          }
        : null;
    case "assignment":
      return request.assignee
        ? { heading: PURPOSE_TEXT.assignmentHeading, intro: PURPOSE_TEXT.assignmentIntro }
        : {
            heading: PURPOSE_TEXT.assignmentHeadingAdministrators,
            intro: PURPOSE_TEXT.assignmentIntroAdministrators,
          };
    case "reminder":
      return {
        heading: PURPOSE_TEXT.reminderHeading,
        intro: PURPOSE_TEXT.reminderIntro(context.reminderHours),
      };
    case "escalation":
      return {
        heading: PURPOSE_TEXT.escalationHeading,
        intro: PURPOSE_TEXT.escalationIntro(context.reminderHours * 2, context.who),
      };
  }
}
