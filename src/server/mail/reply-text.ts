// The words of the auto-reply to the visitor, in the three languages of the site: European
// Portuguese, British English and polite Japanese (です・ます, 敬語 where a Japanese company
// would use it). The promise in `next` matches what the agency commits to: an answer within
// one working day.
import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { MailRequestKind } from "./mail-request";

export interface ReplyText {
  /** The title of the message, and in its subject beside the agency's name (`subject`). */
  heading: Record<MailRequestKind, string>;
  /** The heading of an inquiry about one property, in its subject. */
  headingAboutProperty: (title: string) => string;
  /** The subject: a heading with the agency's name as the language writes it. */
  subject: (heading: string) => string;
  /** With the visitor's name as greetingName() keeps it, or without a name when none is left. */
  greeting: (name: string | null) => string;
  thanks: Record<MailRequestKind, string>;
  thanksAboutProperty: (title: string) => string;
  nextTitle: string;
  next: Record<MailRequestKind, string>;
  /** When the property has a consultant, who will answer. */
  nextWithConsultant: (consultant: string) => string;
  meanwhile: string;
  propertyTitle: string;
  refLabel: string;
  viewProperty: string;
  consultantTitle: string;
  agencyTitle: string;
  phone: string;
  whatsapp: string;
  whatsappButton: string;
  email: string;
  address: string;
  country: string;
  recapTitle: string;
  /** Why the message is not repeated: anything a stranger typed could be sent to anyone. */
  recapIntro: string;
  receivedAt: string;
  /** Follows the time, its leading space included where the language wants one. */
  lisbonTime: string;
  notGiven: string;
  closing: string;
  team: string;
  footerNotice: string;
  /** Between a label and its value in the plain-text part. */
  colon: string;
  /** Quotation marks around a title in running text. */
  quote: (text: string) => string;
  /** Between the reference and the city, and in the preheader between two sentences. */
  separator: string;
  sentenceGap: string;
  /** A link written out in the plain text beside what it opens. */
  linkAfter: (text: string, href: string) => string;
}

export const REPLY_TEXT: Record<Locale, ReplyText> = {
  pt: {
    heading: {
      inquiry: "Recebemos a sua mensagem",
      valuation: "Recebemos o seu pedido de avaliação",
      mortgage: "Recebemos o seu pedido de crédito habitação",
    },
    headingAboutProperty: (title) => `Recebemos o seu pedido sobre «${title}»`,
    subject: (heading) => `${heading} — Casa Lusa`,
    greeting: (name) => (name ? `Olá, ${name},` : "Olá,"),
    thanks: {
      inquiry:
        "Obrigado por ter contactado a Casa Lusa. Já encaminhámos a sua mensagem para a nossa equipa.",
      valuation:
        "Obrigado por confiar à Casa Lusa a avaliação do seu imóvel. Já encaminhámos o seu pedido para a nossa equipa.",
      mortgage:
        "Obrigado pelo seu pedido de apoio ao crédito habitação. Já encaminhámos os seus dados para a nossa equipa.",
    },
    thanksAboutProperty: (title) =>
      `Obrigado pelo seu interesse no imóvel «${title}». Já encaminhámos o seu pedido de informação para a nossa equipa.`,
    nextTitle: "Próximos passos",
    next: {
      inquiry:
        "Um dos nossos consultores vai responder-lhe no prazo de um dia útil, por email ou por telefone.",
      valuation:
        "Um dos nossos consultores vai entrar em contacto consigo no prazo de um dia útil para combinar uma visita ao imóvel. A avaliação é gratuita e sem compromisso.",
      mortgage:
        "O nosso especialista em crédito habitação vai analisar o seu pedido e entrar em contacto consigo no prazo de um dia útil.",
    },
    nextWithConsultant: (consultant) =>
      `${consultant}, responsável por este imóvel, vai responder-lhe no prazo de um dia útil, por email ou por telefone.`,
    meanwhile: "Se precisar de alguma coisa entretanto, pode contactar-nos diretamente:",
    propertyTitle: "O imóvel",
    refLabel: "Ref.",
    viewProperty: "Ver o imóvel no site",
    consultantTitle: "O seu contacto na Casa Lusa",
    agencyTitle: "Contactos da Casa Lusa",
    phone: "Telefone",
    whatsapp: "WhatsApp",
    whatsappButton: "Escrever no WhatsApp",
    email: "Email",
    address: "Morada",
    country: "Portugal",
    recapTitle: "O seu pedido",
    recapIntro:
      "Por segurança, não repetimos aqui a sua mensagem: quem lhe responder já a tem consigo. Segue um resumo do pedido:",
    receivedAt: "Recebido em",
    lisbonTime: " (hora de Lisboa)",
    notGiven: "Não indicado",
    closing: "Com os melhores cumprimentos,",
    team: "A equipa Casa Lusa",
    footerNotice:
      "Recebeu este email porque foi enviado um pedido com este endereço no site da Casa Lusa. Se não fez este pedido, ignore esta mensagem.",
    colon: ": ",
    quote: (text) => `«${text}»`,
    separator: " · ",
    sentenceGap: " ",
    linkAfter: (text, href) => `${text} (${href})`,
  },
  en: {
    heading: {
      inquiry: "We have received your message",
      valuation: "We have received your valuation request",
      mortgage: "We have received your mortgage request",
    },
    headingAboutProperty: (title) => `We have received your enquiry about “${title}”`,
    subject: (heading) => `${heading} — Casa Lusa`,
    greeting: (name) => (name ? `Dear ${name},` : "Hello,"),
    thanks: {
      inquiry:
        "Thank you for getting in touch with Casa Lusa. Your message has been passed on to our team.",
      valuation:
        "Thank you for choosing Casa Lusa to value your property. Your request has been passed on to our team.",
      mortgage:
        "Thank you for asking for our help with your mortgage. Your details have been passed on to our team.",
    },
    thanksAboutProperty: (title) =>
      `Thank you for your interest in “${title}”. Your enquiry has been passed on to our team.`,
    nextTitle: "What happens next",
    next: {
      inquiry: "One of our consultants will reply within one working day, by email or by phone.",
      valuation:
        "One of our consultants will contact you within one working day to arrange a visit to your property. The valuation is free and without obligation.",
      mortgage:
        "Our mortgage specialist will review your request and contact you within one working day.",
    },
    nextWithConsultant: (consultant) =>
      `${consultant}, who looks after this property, will reply within one working day, by email or by phone.`,
    meanwhile: "If you need anything in the meantime, you are welcome to contact us directly:",
    propertyTitle: "The property",
    refLabel: "Ref.",
    viewProperty: "View the property on our website",
    consultantTitle: "Your contact at Casa Lusa",
    agencyTitle: "Contact Casa Lusa",
    phone: "Phone",
    whatsapp: "WhatsApp",
    whatsappButton: "Chat on WhatsApp",
    email: "Email",
    address: "Address",
    country: "Portugal",
    recapTitle: "Your request",
    recapIntro:
      "For your security, we do not repeat your message here: whoever replies to you already has it. For your records:",
    receivedAt: "Received on",
    lisbonTime: " (Lisbon time)",
    notGiven: "Not given",
    closing: "Kind regards,",
    team: "The Casa Lusa team",
    footerNotice:
      "You are receiving this email because a request was sent with this address on the Casa Lusa website. If it was not you, please disregard this message.",
    colon: ": ",
    quote: (text) => `“${text}”`,
    separator: " · ",
    sentenceGap: " ",
    linkAfter: (text, href) => `${text} (${href})`,
  },
  jp: {
    heading: {
      inquiry: "お問い合わせを受け付けました",
      valuation: "査定のご依頼を受け付けました",
      mortgage: "住宅ローンのご相談を受け付けました",
    },
    headingAboutProperty: (title) => `「${title}」へのお問い合わせを受け付けました`,
    subject: (heading) => `【Casa Lusa】${heading}`,
    greeting: (name) => (name ? `${name} 様` : "お客様"),
    thanks: {
      inquiry:
        "このたびは Casa Lusa にお問い合わせいただき、誠にありがとうございます。いただいた内容は、担当部署にて確かに承りました。",
      valuation:
        "このたびは Casa Lusa に物件の査定をご依頼いただき、誠にありがとうございます。ご依頼の内容は、担当部署にて確かに承りました。",
      mortgage:
        "このたびは Casa Lusa の住宅ローンサポートにお申し込みいただき、誠にありがとうございます。ご相談の内容は、担当部署にて確かに承りました。",
    },
    thanksAboutProperty: (title) =>
      `このたびは「${title}」についてお問い合わせいただき、誠にありがとうございます。いただいた内容は、担当部署にて確かに承りました。`,
    nextTitle: "今後の流れ",
    next: {
      inquiry: "担当者より、1営業日以内にメールまたはお電話にてご連絡いたします。",
      valuation:
        "担当者より1営業日以内にご連絡のうえ、物件を拝見する日程を調整させていただきます。査定は無料で、売却をご依頼いただく義務はございません。",
      mortgage:
        "住宅ローン担当の専門スタッフがご相談内容を確認のうえ、1営業日以内にご連絡いたします。",
    },
    nextWithConsultant: (consultant) =>
      `本物件を担当する ${consultant} より、1営業日以内にメールまたはお電話にてご連絡いたします。`,
    meanwhile: "それまでの間にご不明な点がございましたら、下記までお気軽にお問い合わせください。",
    propertyTitle: "お問い合わせの物件",
    refLabel: "物件番号",
    viewProperty: "物件ページを見る",
    consultantTitle: "担当者",
    agencyTitle: "お問い合わせ先",
    phone: "電話",
    whatsapp: "WhatsApp",
    whatsappButton: "WhatsApp で連絡する",
    email: "メール",
    address: "所在地",
    country: "Portugal",
    recapTitle: "受付内容",
    recapIntro:
      "セキュリティ保護のため、ご記入いただいたメッセージは本メールには記載しておりません。内容は担当者が確かに承っております。ご参考までに、受付の記録をお知らせいたします。",
    receivedAt: "受付日時",
    lisbonTime: "（リスボン時間）",
    notGiven: "未記入",
    closing: "どうぞよろしくお願いいたします。",
    team: "Casa Lusa",
    footerNotice:
      "このメールは、Casa Lusa のウェブサイトからお問い合わせをいただいた方に自動でお送りしています。お心当たりのない場合は、お手数ですが本メールを破棄してください。",
    colon: "：",
    quote: (text) => `「${text}」`,
    separator: "｜",
    sentenceGap: "",
    linkAfter: (text, href) => `${text}（${href}）`,
  },
};
