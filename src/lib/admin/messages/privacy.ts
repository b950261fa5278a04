// The privacy screens: a visitor's personal data (find, export, erase), the periods of
// retention, and the audit log ("Registo de atividade").
export const privacyText = {
  personalData: {
    title: "Dados pessoais",
    description:
      "Encontre, exporte ou apague tudo o que o site guarda sobre uma pessoa, pelo endereço de e-mail.",
    email: "E-mail da pessoa",
    emailHint: "Maiúsculas e espaços não contam.",
    search: "Procurar",
    searching: "A procurar…",
    heldTitle: "O que está guardado",
    heldNothing: "Não há nada guardado com este endereço.",
    records: (n: number) => (n === 1 ? "1 registo" : `${n} registos`),
    export: "Exportar JSON",
    erase: "Apagar todos os dados",
    erasing: "A apagar…",
    eraseTitle: "Apagar todos os dados desta pessoa?",
    eraseDescription:
      "Nome, e-mail, telefone e mensagens são apagados de todos os registos; ficam só as datas e contagens para estatística. Esta ação não pode ser anulada.",
    eraseConfirm: "Apagar",
    erasedTitle: "Dados apagados",
    erasedDescription: "Registos alterados em cada origem:",
    eraseError: "Não foi possível apagar os dados",
    searchError: "Não foi possível procurar",
    backupsNote:
      "As cópias de segurança feitas antes mantêm estes dados até serem eliminadas (ver README).",
    sources: {
      leads: "Contactos",
      mortgageRequests: "Pedidos de crédito",
      mailMessages: "E-mails enviados ou por enviar",
      savedSearches: "Alertas de pesquisa",
      signInCounters: "Tentativas de entrada na área de gestão",
    } as Record<string, string>,
  },
  settings: {
    title: "Prazos de conservação",
    description:
      "Os dados pessoais de contactos e pedidos de crédito são apagados automaticamente, uma vez por dia, depois do prazo indicado.",
    anonymise: "Anonimizar contactos e pedidos de crédito com mais de (meses)",
    auditLog: "Apagar entradas do registo de atividade com mais de (meses)",
    save: "Guardar prazos",
    saved: "Prazos guardados",
    error: "Não foi possível guardar os prazos",
  },
  auditLog: {
    title: "Registo de atividade",
    description:
      "Quem alterou o quê, quando e de onde: só os nomes dos campos, nunca os valores. As entradas não podem ser alteradas.",
    user: "Utilizador",
    entity: "Entidade",
    action: "Ação",
    from: "Desde",
    to: "Até",
    all: "Todos",
    when: "Data",
    address: "Endereço IP",
    record: "Registo",
    fields: "Campos",
    unknownAccount: "Conta desconhecida",
    deletedAccount: "Conta eliminada",
    empty: "Nenhuma entrada com estes filtros.",
    previous: "Anterior",
    next: "Seguinte",
    page: (page: number, pages: number) => `Página ${page} de ${Math.max(pages, 1)}`,
    total: (n: number) => (n === 1 ? "1 entrada" : `${n} entradas`),
  },
} as const;
