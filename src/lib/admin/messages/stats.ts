// The dashboard's statistics (docs/product.md#statistics), in European Portuguese.
import type { VisitSource } from "@/lib/analytics/visit-source";
import type { Locale } from "@/lib/i18n/locales";
import type { LeadType } from "@/lib/schemas/lead";
import type { MailStatus } from "@/lib/schemas/mail-message";

export const statsText = {
  title: "Estatísticas",
  intro:
    "Visitas contadas no servidor, sem cookies nem dados que identifiquem quem visita, com os contactos, visitas marcadas e pedidos de crédito do período.",
  consultantIntro:
    "As visitas aos seus imóveis e os seus contactos, visitas marcadas e pedidos de crédito do período.",
  period: "Período",
  periods: { "7": "7 dias", "30": "30 dias", "90": "90 dias", "365": "12 meses" },
  loading: "A carregar as estatísticas…",
  failed: "Não foi possível carregar as estatísticas.",
  retry: "Tentar novamente",
  table: "Ver tabela",
  empty: "Sem dados neste período.",
  totals: {
    views: "Visualizações",
    visitors: "Visitantes",
    leads: "Contactos",
    viewings: "Visitas marcadas",
    mortgageRequests: "Pedidos de crédito",
    conversion: "Conversão",
  },
  day: "Dia",
  month: "Mês",
  visitsTitle: "Visualizações e visitantes",
  requestsTitle: "Contactos, visitas marcadas e pedidos de crédito",
  listingsTitle: "Imóveis mais vistos",
  listingName: "Imóvel",
  conversionHint: "Conversão: contactos por visitante.",
  sourcesTitle: "De onde vêm as visitas",
  source: "Origem",
  sources: {
    search: "Motores de pesquisa",
    portals: "Portais imobiliários",
    social: "Redes sociais",
    other: "Outros sites",
    internal: "O próprio site",
    direct: "Acesso direto",
  } satisfies Record<VisitSource, string>,
  leadTypesTitle: "Contactos por origem",
  leadType: "Origem",
  leadTypes: {
    inquiry: "Pedido de informação sobre um imóvel",
    valuation: "Pedido de avaliação",
  } satisfies Record<LeadType, string>,
  /** Under the bars, where the long names do not fit. */
  leadTypesShort: { inquiry: "Imóvel", valuation: "Avaliação" } satisfies Record<LeadType, string>,
  languagesTitle: "Contactos por língua",
  language: "Língua",
  languages: { pt: "Português", en: "Inglês", jp: "Japonês" } satisfies Record<Locale, string>,
  firstAnswerTitle: "Tempo até à primeira resposta",
  firstAnswerHint:
    "Mediana das horas entre a chegada de um contacto e a primeira ação registada (nota, etapa, email ou visita).",
  consultant: "Consultor",
  answered: "Respondidos",
  medianHours: "Mediana (horas)",
  csvPrefix: "estatisticas",
  listing: {
    title: "Estatísticas do imóvel",
    intro: "Visualizações, favoritos, contactos e visitas marcadas deste imóvel no período.",
    favourites: "Favoritos",
    daysOnMarket: "Dias no mercado",
    overTime: "Ao longo do período",
    prices: "Preços",
    priceAt: "Desde",
    price: "Preço",
    noPrices: "Sem alterações de preço registadas.",
    report: "Relatório para o proprietário",
    reportIn: { pt: "em português", en: "em inglês", jp: "em japonês" } satisfies Record<
      Locale,
      string
    >,
    send: {
      title: "Enviar ao proprietário por email",
      email: "Email do proprietário",
      language: "Língua",
      submit: "Enviar relatório",
      sending: "A enviar…",
      sent: "Relatório enviado ao proprietário",
      failed: "Não foi possível enviar o relatório",
      history: "Últimos envios",
      sentLine: (date: string, email: string, language: string, by: string | null) =>
        `${date} · ${email} · ${language}${by ? ` · por ${by}` : ""}`,
      status: { pending: "por enviar", sent: "enviado", failed: "não enviado" } satisfies Record<
        MailStatus,
        string
      >,
    },
    similar: (listings: number, views: string, price: string) =>
      listings === 0
        ? "Não há outros imóveis do mesmo tipo nesta localidade para comparar."
        : `${listings} ${listings === 1 ? "imóvel" : "imóveis"} do mesmo tipo nesta localidade: mediana de ${views} visualizações no período e preço mediano de ${price}.`,
  },
} as const;
