// The "Portais" screen (docs/product.md#portal-feeds) and the property form's portal fields.
import { plural } from "./format";

export const portalsText = {
  title: "Portais",
  description:
    "Os imóveis à venda seguem para os portais por feed, sem voltar a escrevê-los. Dê a cada portal a morada do seu feed.",
  enabled: "Feed ativo",
  enabledOn: (name: string) => `Feed do ${name} ativado`,
  enabledOff: (name: string) => `Feed do ${name} desativado`,
  enabledOffDescription: "O portal deixa de o receber: a morada responde como se não existisse.",
  updateError: "Não foi possível alterar o portal",
  feedUrl: "Morada do feed",
  feedUrlHint: "Contém uma chave secreta: dê-a só ao portal.",
  copy: "Copiar morada",
  copied: "Morada copiada",
  copyError: "Não foi possível copiar",
  copyErrorDescription: "Selecione a morada e copie-a à mão.",
  newKey: "Gerar nova chave",
  newKeyConfirm: "Gerar uma nova chave para este feed?",
  newKeyDescription:
    "A morada atual deixa de funcionar de imediato. Terá de dar a nova morada ao portal.",
  newKeyAction: "Gerar nova chave",
  newKeyDone: "Nova chave gerada",
  newKeyDoneDescription: "Dê a nova morada ao portal.",
  newKeyError: "Não foi possível gerar uma nova chave",
  customerCode: "Código de cliente do Idealista",
  customerCodeHint: "Dado pelo Idealista: «ilc» seguido de 40 letras minúsculas ou algarismos.",
  customerCodeSaved: "Código de cliente guardado",
  customerCodeError: "Não foi possível guardar o código",
  save: "Guardar",
  listings: (count: number) => `${count} ${plural(count, "imóvel no feed", "imóveis no feed")}`,
  neverFetched: "O portal ainda não pediu o feed.",
  lastFetched: (date: string, agent: string, address: string) =>
    `Último pedido a ${date}, por ${agent || "cliente sem identificação"} (${address}).`,
  lastBuilt: (date: string) => `Atualizado a ${date}.`,
  lastError: "A última atualização falhou; o portal continua a receber a versão anterior:",
  leftOutTitle: (count: number) =>
    `${count} ${plural(count, "imóvel fica de fora", "imóveis ficam de fora")}`,
  leftOutDescription: "Não cumprem as regras do portal. Corrija-os para que sigam no feed.",
  allIn: "Todos os imóveis à venda escolhidos para este portal seguem no feed.",
  edit: (ref: string) => `Editar ${ref}`,
  /** The property form's section. */
  form: {
    title: "Portais",
    description: "Para onde segue o anúncio enquanto estiver disponível.",
    portals: "Publicar em",
    addressVisibility: "Localização mostrada nos portais",
    visibility: {
      exact: "Exata (o ponto no mapa)",
      street: "Só a rua",
      hidden: "Só a zona",
    },
  },
} as const;
