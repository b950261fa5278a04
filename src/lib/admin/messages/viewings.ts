// The viewings screen and the availability editor on a consultant's screen
// (docs/product.md#viewings-screen).
import type { ViewingStatus } from "@/lib/schemas/viewing";

export const viewingsText = {
  title: "Visitas",
  description: "Pedidos de visita marcados pelos clientes no site, por ordem de data.",
  empty: "Nenhuma visita marcada",
  showCancelled: "Mostrar canceladas",
  columns: {
    when: "Data e hora (Lisboa)",
    property: "Imóvel",
    visitor: "Cliente",
    consultant: "Consultor",
    status: "Estado",
    actions: "Ações",
  },
  status: {
    requested: "Pedida",
    proposed: "Outra hora proposta",
    confirmed: "Confirmada",
    cancelled: "Cancelada",
  } satisfies Record<ViewingStatus, string>,
  confirm: "Confirmar",
  confirmTitle: "Confirmar esta visita?",
  confirmDescription:
    "O cliente e o consultor recebem por email um convite para o calendário com esta hora.",
  propose: "Propor outra hora",
  proposeTitle: "Propor outra hora",
  proposeDescription:
    "Escolha uma hora livre do consultor. O cliente e o consultor recebem o convite atualizado.",
  proposeDay: "Dia",
  proposeTime: "Hora livre",
  proposeNone: "Sem horas livres neste dia",
  proposeSend: "Enviar proposta",
  cancel: "Cancelar visita",
  cancelTitle: "Cancelar esta visita?",
  cancelDescription:
    "O cliente e o consultor recebem o cancelamento, que retira a visita dos calendários. A hora fica livre.",
  keep: "Voltar",
  done: {
    confirm: "Visita confirmada; convites enviados",
    propose: "Nova hora proposta ao cliente",
    cancel: "Visita cancelada",
  },
  failed: "Não foi possível atualizar a visita",
  languages: { pt: "Português", en: "Inglês", jp: "Japonês" },
  availability: {
    title: "Disponibilidade para visitas",
    description:
      "Horas da semana (hora de Lisboa) em que o consultor recebe visitas, em períodos de 60 minutos a partir do início de cada intervalo.",
    weekday: "Dia da semana",
    weekdays: ["Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado", "Domingo"],
    start: "Início",
    end: "Fim",
    addWindow: "Adicionar intervalo",
    removeWindow: "Remover intervalo",
    exceptions: "Exceções",
    exceptionsHint: "Um dia fechado (sem horas) ou com outras horas nesse dia.",
    date: "Data",
    closed: "Fechado",
    addException: "Adicionar exceção",
    removeException: "Remover exceção",
    save: "Guardar disponibilidade",
    saved: "Disponibilidade guardada",
    saveError: "Erro ao guardar disponibilidade",
    none: "Sem horas nesta semana: o imóvel não mostra horas livres.",
  },
} as const;
