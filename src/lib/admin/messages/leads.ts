// Texts of the leads ('Contactos') and mortgage requests ('Pedidos de Crédito') screens, in
// Portuguese as SPEC.md §2, §4 and §8 give them; the rest are worded in the same voice.
import type { Locale } from "@/lib/constants";

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

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
    count: (shown: number, total: number) =>
      shown === total
        ? `${total} ${plural(total, "contacto", "contactos")}`
        : `${shown} de ${total} ${plural(total, "contacto", "contactos")}`,
    unread: (count: number) => `${count} ${plural(count, "novo", "novos")}`,
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
    deleteLabel: (name: string) => `Apagar contacto de ${name}`,
    deleteTitle: "Tem a certeza que deseja apagar este contacto?",
    deleted: "Contacto apagado",
    deletedDescription: "O contacto foi removido com sucesso.",
    deleteError: "Não foi possível apagar o contacto.",
    markUnread: "Marcar como não lido",
    markedUnread: "Contacto marcado como não lido",
    statusError: "Não foi possível atualizar o estado do contacto.",
    empty: "Nenhum contacto encontrado",
    property: "Imóvel",
    type: "Tipo",
    receivedOn: (date: string) => `Recebido a ${date}`,
    /** Subject of the reply, in the language the visitor wrote in. */
    replySubject: {
      pt: (ref: string | null) => `Casa Lusa — o seu pedido${ref ? ` (imóvel ${ref})` : ""}`,
      en: (ref: string | null) => `Casa Lusa — your enquiry${ref ? ` (property ${ref})` : ""}`,
      jp: (ref: string | null) => `Casa Lusa — お問い合わせについて${ref ? `（物件 ${ref}）` : ""}`,
    } satisfies Record<Locale, (ref: string | null) => string>,
  },
  mortgage: {
    title: "Pedidos de Crédito",
    searchLabel: "Pesquisar pedidos",
    searchPlaceholder: "Pesquisar por nome, email ou telefone…",
    count: (shown: number, total: number) =>
      shown === total
        ? `${total} ${plural(total, "pedido", "pedidos")}`
        : `${shown} de ${total} ${plural(total, "pedido", "pedidos")}`,
    unread: (count: number) => `${count} ${plural(count, "novo", "novos")}`,
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
    requestTitle: "Pedido de crédito habitação",
    receivedOn: (date: string) => `Recebido a ${date}`,
    replySubject: {
      pt: () => "Casa Lusa — o seu pedido de crédito habitação",
      en: () => "Casa Lusa — your mortgage request",
      jp: () => "Casa Lusa — 住宅ローンのご相談について",
    } satisfies Record<Locale, () => string>,
  },
} as const;
