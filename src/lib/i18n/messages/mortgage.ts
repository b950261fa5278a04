// The mortgage page (docs/product.md#mortgage-page): headline texts come from the page
// settings; these are the form's labels, the contact block and the toasts (shown for 5 seconds,
// docs/product.md#texts-the-brief-fixes).
import { defineMessages } from "../define-messages";

export const mortgage = defineMessages({
  pt: {
    metaTitle: "Crédito habitação em Portugal",
    metaDescription:
      "Apoio gratuito no crédito habitação para residentes e não residentes: comparamos propostas de vários bancos e acompanhamos o processo até à escritura.",
    eyebrow: "Financiamento",
    benefitsTitle: "Como ajudamos",
    message: "Informações adicionais",
    messagePlaceholder: "Valor do imóvel, montante a financiar, residência fiscal…",
    consent: "Aceito ser contactado(a) pela Casa Lusa a propósito deste pedido.",
    consentError: "Para enviarmos o pedido, tem de aceitar ser contactado(a)",
    submit: "Enviar pedido",
    contactTitle: "Fale com um especialista",
    contactText: "Também pode ligar-nos ou escrever-nos diretamente.",
    success: "Pedido enviado com sucesso! Entraremos em contacto brevemente.",
    failure: "Por favor, preencha todos os campos obrigatórios",
  },
  en: {
    metaTitle: "Mortgages in Portugal",
    metaDescription:
      "Free mortgage support for residents and non-residents: we compare offers from several banks and follow the process through to completion.",
    eyebrow: "Financing",
    benefitsTitle: "How we help",
    message: "Additional information",
    messagePlaceholder: "Property value, amount to borrow, tax residence…",
    consent: "I agree to be contacted by Casa Lusa about this request.",
    consentError: "Please agree to be contacted so that we can send your request",
    submit: "Send request",
    contactTitle: "Talk to a specialist",
    contactText: "You can also call or write to us directly.",
    success: "Request sent successfully! We will contact you soon.",
    failure: "Please fill in all required fields",
  },
  jp: {
    metaTitle: "ポルトガルの住宅ローン相談",
    metaDescription:
      "居住者・非居住者の方の住宅ローンを無料でサポート。複数の銀行の融資条件を比較し、契約締結まで一貫してお手伝いします。",
    eyebrow: "資金計画",
    benefitsTitle: "サポート内容",
    message: "ご相談内容",
    messagePlaceholder: "物件価格、ご希望の借入額、税務上の居住国など",
    consent: "本件について Casa Lusa から連絡を受けることに同意します。",
    consentError: "送信するには、ご連絡への同意が必要です",
    submit: "相談を申し込む",
    contactTitle: "専門スタッフに相談する",
    contactText: "お電話やメールでも直接ご相談いただけます。",
    success: "ご依頼を受け付けました。担当者より近日中にご連絡いたします。",
    failure: "必須項目をすべてご入力ください",
  },
});

export type MortgageMessages = (typeof mortgage)["pt"];
