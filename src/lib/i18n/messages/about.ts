// The about page (docs/product.md#about-page): the team of active consultants and a call to
// contact the first.
import { defineMessages } from "../define-messages";

export const about = defineMessages({
  pt: {
    metaTitle: "A nossa equipa",
    metaDescription:
      "Conheça os consultores da Casa Lusa: especialistas em Lisboa, Cascais, Porto, Algarve e Madeira, que falam português, inglês, japonês e outras línguas.",
    eyebrow: "Sobre nós",
    title: "A nossa equipa",
    subtitle:
      "Consultores que conhecem cada bairro e falam a sua língua. Acompanhamos compradores e vendedores com discrição, do primeiro contacto à escritura.",
    languages: "Línguas",
    defaultRole: "Consultor(a) Imobiliário(a)",
    emailTo: "Enviar email a {name}",
    callTo: "Ligar a {name}",
    whatsappTo: "WhatsApp de {name}",
    ctaTitle: "Vamos conversar?",
    ctaText:
      "Diga-nos o que procura ou o que pretende vender. Respondemos no próprio dia, em português, inglês ou japonês.",
    ctaEmail: "Enviar email",
    ctaCall: "Ligar",
  },
  en: {
    metaTitle: "Our team",
    metaDescription:
      "Meet the Casa Lusa consultants: specialists in Lisbon, Cascais, Porto, the Algarve and Madeira who speak Portuguese, English, Japanese and more.",
    eyebrow: "About us",
    title: "Our team",
    subtitle:
      "Consultants who know every neighbourhood and speak your language. We guide buyers and sellers with discretion, from the first conversation to the final deed.",
    languages: "Languages",
    defaultRole: "Real Estate Consultant",
    emailTo: "Email {name}",
    callTo: "Call {name}",
    whatsappTo: "WhatsApp {name}",
    ctaTitle: "Shall we talk?",
    ctaText:
      "Tell us what you are looking for or what you would like to sell. We reply the same day, in Portuguese, English or Japanese.",
    ctaEmail: "Send an email",
    ctaCall: "Call us",
  },
  jp: {
    metaTitle: "スタッフ紹介",
    metaDescription:
      "Casa Lusa のコンサルタントをご紹介します。リスボン、カスカイス、ポルト、アルガルヴェ、マデイラに精通し、ポルトガル語・英語・日本語などでご案内いたします。",
    eyebrow: "私たちについて",
    title: "スタッフ紹介",
    subtitle:
      "地域を知り尽くし、お客様の言語で対応するコンサルタントが、最初のご相談から契約締結まで、購入・売却のすべてを丁寧にサポートいたします。",
    languages: "対応言語",
    defaultRole: "不動産コンサルタント",
    emailTo: "{name}にメールを送る",
    callTo: "{name}に電話する",
    whatsappTo: "{name}に WhatsApp で連絡する",
    ctaTitle: "お気軽にご相談ください",
    ctaText:
      "お探しの物件やご売却のご希望をお聞かせください。ポルトガル語・英語・日本語で、当日中にご返信いたします。",
    ctaEmail: "メールでお問い合わせ",
    ctaCall: "お電話でお問い合わせ",
  },
});
