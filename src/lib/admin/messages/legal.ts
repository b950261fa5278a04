// The legal identity screen (docs/product.md#legal-identity) and the consent record shown with a
// lead or a mortgage request.
export const legalText = {
  title: "Identificação legal",
  description:
    "O que a lei pede em todas as páginas, brochuras e emails: empresa, NIF, licença AMI, morada, entidade de resolução alternativa de litígios e Livro de Reclamações.",
  companySection: "Empresa",
  companyName: "Denominação social",
  companyNameHint: "Por exemplo «Casa Lusa — Mediação Imobiliária, Lda.»",
  nif: "NIF",
  nifHint: "9 algarismos; o último é de controlo.",
  amiLicence: "Licença AMI n.º",
  amiLicenceHint: "Número da licença de mediação imobiliária emitida pelo IMPIC.",
  address: "Sede",
  addressHint: "Morada da sede, numa linha.",
  consumerSection: "Consumidores",
  ralName: "Entidade de resolução alternativa de litígios",
  ralNameHint: "Por exemplo «Centro de Arbitragem de Conflitos de Consumo de Lisboa».",
  ralUrl: "Endereço da entidade",
  complaintsBookUrl: "Livro de Reclamações eletrónico",
  complaintsBookUrlHint: "Em branco: https://www.livroreclamacoes.pt",
  privacyEmail: "Email para questões de privacidade",
  privacyEmailHint: "Indicado na política de privacidade para pedidos de acesso ou apagamento.",
  save: "Guardar",
  saved: "Identificação legal atualizada",
  savedDescription: "O rodapé do site, as brochuras e os emails já a mostram.",
  saveError: "Erro ao guardar a identificação legal",
  notice: {
    title: "Título",
    body: "Texto",
    bodyHint:
      "Uma linha começada por «## » é um título e por «- » um item de lista; uma linha em branco separa parágrafos. {controller}, {contact} e {retention} são substituídos pela identificação legal, pelo email de privacidade e pelo prazo de conservação.",
    defaults: "Ainda não guardou esta política: o site mostra o texto predefinido.",
  },
  consent: {
    title: "Consentimento",
    version: "Versão do aviso de privacidade",
    at: "Aceite em",
    ip: "Endereço IP",
    none: "Sem registo (pedido anterior ao registo de consentimento)",
  },
} as const;
