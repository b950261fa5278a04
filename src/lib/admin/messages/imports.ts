// The "Importar imóveis" screen (docs/product.md#kyero-import).
import { plural } from "./format";

export const importsText = {
  title: "Importar imóveis",
  description:
    "Traga os imóveis do site antigo a partir do seu feed Kyero. Comece por uma simulação: nada é alterado.",
  source: "Origem do feed",
  fromUrl: "Endereço do feed",
  fromFile: "Ficheiro",
  url: "Endereço do feed Kyero",
  urlHint: "Por exemplo, https://site-antigo.pt/kyero.xml",
  file: "Ficheiro XML do feed",
  fileHint: "Até 20 MB.",
  fileMissing: "Escolha o ficheiro do feed",
  urlMissing: "Indique o endereço do feed",
  simulate: "Simular",
  simulating: "A simular…",
  run: "Importar",
  starting: "A iniciar…",
  error: "Não foi possível ler o feed",
  preview: "Simulação",
  previewDescription: "É isto que a importação fará. Nada foi alterado.",
  counts: {
    create: "A criar",
    update: "A atualizar",
    unchanged: "Sem alterações",
    rejected: "Rejeitados",
  },
  doneCounts: {
    create: "Criados",
    update: "Atualizados",
    unchanged: "Sem alterações",
    rejected: "Rejeitados",
  },
  rejectedTitle: "Rejeitados",
  rejectedDescription: "Ficam de fora. Corrija-os no site antigo ou crie-os à mão.",
  flaggedTitle: "A rever",
  flaggedDescription: "São importados, mas convém confirmar.",
  id: "Id no feed",
  reason: "Motivo",
  note: "Nota",
  progress: (done: number, total: number) =>
    `A importar: ${done} de ${total} ${plural(total, "imóvel", "imóveis")}`,
  progressLabel: "Progresso da importação",
  finished: "Importação concluída",
  finishedDescription: (created: number, updated: number) =>
    `${created} ${plural(created, "imóvel criado", "imóveis criados")}, ${updated} ${plural(updated, "atualizado", "atualizados")}.`,
  failed: "A importação parou",
  result: "Resultado",
} as const;
