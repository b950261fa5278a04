// Demo leads spread over the pipeline (issue 36), so that a fresh install shows stages,
// assignees and timelines: visitors writing in the three languages, about listings or not.
// `consultant` is an index into demoConsultants (null: the administrators); ages are in days.

import type { Locale } from "@/lib/constants";
import type { LeadStage, LeadType } from "@/lib/schemas/lead";

export interface DemoLead {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: Locale;
  type: LeadType;
  propertyRef: string | null;
  consultant: number | null;
  stage: LeadStage;
  lostReason?: string;
  read: boolean;
  ageDays: number;
  /** Staff notes, each this many days after the lead arrived. */
  notes: { text: string; afterDays: number }[];
}

export const demoLeads: DemoLead[] = [
  {
    name: "Sofia Ribeiro",
    email: "sofia.ribeiro@example.com",
    phone: "+351 914 220 318",
    message: "Bom dia, o apartamento ainda está disponível? Gostaria de o visitar esta semana.",
    language: "pt",
    type: "inquiry",
    propertyRef: "CL-LIS-001",
    consultant: 0,
    stage: "new",
    read: false,
    ageDays: 0,
    notes: [],
  },
  {
    name: "James Whitaker",
    email: "james.whitaker@example.com",
    phone: "+44 7700 900 412",
    message:
      "We are relocating from London next spring and would love to see this house. Is a video call possible first?",
    language: "en",
    type: "inquiry",
    propertyRef: "CL-CAS-010",
    consultant: 1,
    stage: "contacted",
    read: true,
    ageDays: 3,
    notes: [
      {
        text: "Videochamada feita. Procura 4 quartos perto de escola internacional; orçamento até 1,6 M€.",
        afterDays: 1,
      },
    ],
  },
  {
    name: "山田 花子",
    email: "hanako.yamada@example.com",
    phone: "+81 90 4417 2290",
    message: "この物件の内覧を希望します。来月ポルトに行く予定です。",
    language: "jp",
    type: "inquiry",
    propertyRef: "CL-LIS-002",
    consultant: 0,
    stage: "viewing",
    read: true,
    ageDays: 6,
    notes: [
      { text: "Respondeu por email em japonês com a ajuda da Mariana.", afterDays: 1 },
      { text: "Visita marcada para sábado às 11h, com intérprete.", afterDays: 3 },
    ],
  },
  {
    name: "Ricardo Matos",
    email: "ricardo.matos@example.com",
    phone: "+351 936 880 145",
    message: "Interessado na moradia. Aceitam proposta abaixo do preço pedido?",
    language: "pt",
    type: "inquiry",
    propertyRef: "CL-LAG-025",
    consultant: 3,
    stage: "proposal",
    read: true,
    ageDays: 12,
    notes: [
      { text: "Visitou com a família; gostou muito da piscina.", afterDays: 4 },
      { text: "Proposta de 5% abaixo do preço enviada ao proprietário.", afterDays: 9 },
    ],
  },
  {
    name: "Anne Dubois",
    email: "anne.dubois@example.com",
    phone: "+33 6 12 34 56 78",
    message: "Hello, I would like to know more about this apartment and the condominium fees.",
    language: "en",
    type: "inquiry",
    propertyRef: "CL-COI-023",
    consultant: 0,
    stage: "won",
    read: true,
    ageDays: 40,
    notes: [{ text: "CPCV assinado. Escritura prevista para daqui a dois meses.", afterDays: 30 }],
  },
  {
    name: "Miguel Costa",
    email: "miguel.costa@example.com",
    phone: null,
    message:
      "Procuro um T2 em Lisboa até 450 000 €. Têm alguma coisa que ainda não esteja no site?",
    language: "pt",
    type: "inquiry",
    propertyRef: null,
    consultant: 2,
    stage: "lost",
    lostReason: "Comprou através de outra agência.",
    read: true,
    ageDays: 25,
    notes: [{ text: "Enviadas três sugestões; não respondeu durante duas semanas.", afterDays: 5 }],
  },
  {
    name: "Helena Fonseca",
    email: "helena.fonseca@example.com",
    phone: "+351 917 402 633",
    message:
      "Tipo: Apartamento\nLocalização: Porto, Foz do Douro\nÁrea aproximada: 120 m²\nQuartos: 3\nEstado: Bom",
    language: "pt",
    type: "valuation",
    propertyRef: null,
    consultant: 2,
    stage: "contacted",
    read: true,
    ageDays: 2,
    notes: [{ text: "Avaliação no local combinada para quinta-feira.", afterDays: 1 }],
  },
  {
    name: "佐藤 健",
    email: "ken.sato@example.com",
    phone: "+81 80 3312 7781",
    message: "リスボンで投資用のアパートを探しています。おすすめはありますか。",
    language: "jp",
    type: "inquiry",
    propertyRef: null,
    consultant: null,
    stage: "new",
    read: false,
    ageDays: 1,
    notes: [],
  },
];
