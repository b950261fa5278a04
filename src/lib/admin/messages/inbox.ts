// The inbox screens: leads ('Contactos') and mortgage requests ('Pedidos de Crédito'), with the
// e-mails of each in its dialog.
import type { Locale } from "@/lib/constants";
import { newCount, plural, shownOfTotal } from "./format";

export const leadsText = {
  contact: {
    email: "Email",
    phone: "Telefone",
    language: "Idioma",
    date: "Data",
    status: "Estado",
    message: "Mensagem",
    noMessage: "Sem mensagem.",
    noPhone: "—",
    replyByEmail: "Responder por email",
    call: "Ligar",
    newTab: "(abre num novo separador)",
    exportCsv: "Exportar CSV",
    clearSearch: "Limpar pesquisa",
    retry: "Tentar novamente",
    loadError: "Não foi possível carregar os dados.",
  },
  leads: {
    title: "Gestão de Contactos",
    searchLabel: "Pesquisar contactos",
    searchPlaceholder: "Pesquisar por nome, email ou referência…",
    count: shownOfTotal("contacto", "contactos"),
    unread: newCount,
    columns: {
      name: "Nome",
      /** The name column where email and phone are shown under the name (narrow screens). */
      contact: "Contacto",
      email: "Email",
      phone: "Telefone",
      type: "Tipo",
      property: "Imóvel",
      date: "Data",
      status: "Estado",
      actions: "Ações",
    },
    csvExtraColumns: { message: "Mensagem", language: "Idioma" },
    csvFilePrefix: "contactos",
    view: "Ver",
    viewLabel: (name: string) => `Ver contacto de ${name}`,
    deleteLabel: (name: string) => `Eliminar contacto de ${name}`,
    deleteTitle: "Tem a certeza que deseja eliminar este contacto?",
    deleted: "Contacto apagado",
    deletedDescription: "O contacto foi removido com sucesso.",
    deleteError: "Não foi possível eliminar o contacto.",
    markUnread: "Marcar como não lido",
    markedUnread: "Contacto marcado como não lido",
    statusError: "Não foi possível atualizar o estado do contacto.",
    empty: "Nenhum contacto encontrado",
    /** A link (?open=…) to a lead that is no longer there. */
    openNotFound: "Contacto não encontrado",
    openNotFoundDescription: "Pode ter sido eliminado.",
    property: "Imóvel",
    type: "Tipo",
    receivedOn: (date: string) => `Recebido a ${date}`,
    /** Subject of the reply, in the language the visitor wrote in. */
    replySubject: {
      pt: (ref: string | null) => `Casa Lusa — o seu pedido${ref ? ` (imóvel ${ref})` : ""}`,
      en: (ref: string | null) => `Casa Lusa — your enquiry${ref ? ` (property ${ref})` : ""}`,
      jp: (ref: string | null) =>
        `Casa Lusa — お問い合わせについて${ref ? `（物件番号 ${ref}）` : ""}`,
    } satisfies Record<Locale, (ref: string | null) => string>,
  },
  mortgage: {
    title: "Pedidos de Crédito",
    searchLabel: "Pesquisar pedidos",
    searchPlaceholder: "Pesquisar por nome, email ou telefone…",
    count: shownOfTotal("pedido", "pedidos"),
    unread: newCount,
    columns: {
      name: "Nome",
      contact: "Contacto",
      email: "Email",
      phone: "Telefone",
      date: "Data",
      status: "Estado",
      actions: "Ações",
    },
    csvExtraColumns: { message: "Mensagem", language: "Idioma" },
    csvFilePrefix: "pedidos-credito",
    view: "Ver",
    viewLabel: (name: string) => `Ver pedido de ${name}`,
    statusLabel: (name: string) => `Estado do pedido de ${name}`,
    deleteLabel: (name: string) => `Eliminar pedido de ${name}`,
    deleteTitle: "Tem a certeza que deseja eliminar este pedido?",
    statusUpdated: "Estado atualizado com sucesso",
    statusError: "Erro ao atualizar estado",
    deleted: "Pedido eliminado com sucesso",
    deleteError: "Erro ao eliminar pedido",
    empty: "Nenhum pedido de crédito encontrado",
    openNotFound: "Pedido não encontrado",
    openNotFoundDescription: "Pode ter sido eliminado.",
    requestTitle: "Pedido de crédito habitação",
    receivedOn: (date: string) => `Recebido a ${date}`,
    replySubject: {
      pt: () => "Casa Lusa — o seu pedido de crédito habitação",
      en: () => "Casa Lusa — your mortgage request",
      jp: () => "Casa Lusa — 住宅ローンのご相談について",
    } satisfies Record<Locale, () => string>,
  },
} as const;

// The e-mails of a lead or mortgage request, in its dialog: the agency's notification and the
// auto-reply to the visitor, each with its delivery state and a way to send it again.
export const mailText = {
  title: "Emails",
  kind: {
    notification: "Notificação à agência",
    reply: "Resposta automática ao cliente",
    search_confirmation: "Confirmação de alerta de pesquisa",
    search_alert: "Alerta de pesquisa",
  },
  /** The kind as it ends a button's name: "Reenviar notificação à agência". */
  kindLower: {
    notification: "notificação à agência",
    reply: "resposta automática ao cliente",
    search_confirmation: "confirmação de alerta de pesquisa",
    search_alert: "alerta de pesquisa",
  },
  recipients: "Para:",
  /** Before the first delivery the server has not yet worked out the addresses. */
  noRecipients: "por determinar",
  status: {
    waiting: "Por enviar",
    retrying: "A tentar novamente",
    sent: "Enviado",
    failed: "Não enviado",
  },
  waiting: "À espera do primeiro envio.",
  sending: "A enviar…",
  /** Still not tried long after it was due: no worker is sending (SMTP_URL unset) or it stalled. */
  notConfigured: "À espera: o envio de email não está configurado ou está parado.",
  sentAt: (date: string) => `Enviado a ${date}.`,
  nextAttempt: (date: string) => `Próxima tentativa a ${date}.`,
  attempts: (count: number) =>
    `${count} ${plural(count, "tentativa falhada", "tentativas falhadas")}.`,
  gaveUp: (count: number) =>
    `Sem sucesso após ${count} ${plural(count, "tentativa", "tentativas")}; o envio foi abandonado.`,
  error: "Resposta do servidor de email:",
  resend: "Reenviar",
  resending: "A reenviar…",
  resent: "Email posto na fila de envio",
  resendError: "Erro ao reenviar email",
  refresh: "Atualizar",
  /** Said after "Atualizar" to screen readers only. */
  refreshWhat: "o estado dos emails",
  loading: "A carregar os emails…",
  loadError: "Não foi possível carregar os emails.",
  retry: "Tentar novamente",
  empty: "Não há emails registados para este pedido.",
} as const;
