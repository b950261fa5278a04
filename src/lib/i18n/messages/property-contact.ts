// The contact panel of the property detail page (docs/product.md#property-detail-page): the form
// that asks about the listing, and the card of the consultant who answers, with the languages
// they speak. property-detail.ts hands these to the page with the rest of its texts.
import { defineMessages } from "../define-messages";

export const propertyContact = defineMessages({
  pt: {
    /** Opens the viewing booking (docs/product.md#viewings). */
    bookViewing: "Marcar visita",
    contact: {
      title: "Pedir informações",
      subtitle: "Responderemos com todos os detalhes e disponibilidade para visitas.",
      jump: "Contactar",
      name: "Nome",
      email: "Email",
      phone: "Telefone",
      optional: "(opcional)",
      message: "Mensagem",
      interest:
        "Olá, tenho interesse no imóvel com a referência {ref} e gostaria de receber mais informações. Cumprimentos.",
      submit: "Enviar mensagem",
      sending: "A enviar…",
      honeypot: "Não preencha este campo",
      errors: {
        nameRequired: "Indique o seu nome.",
        emailRequired: "Indique o seu email.",
        emailInvalid: "Indique um email válido, por exemplo nome@exemplo.pt.",
      },
      success: {
        title: "Mensagem enviada com sucesso!",
        description: "Entraremos em contacto brevemente.",
      },
      failure: {
        title: "Erro ao enviar a mensagem",
        description: "Por favor, tente novamente.",
      },
    },
    consultant: {
      title: "O seu consultor",
      defaultRole: "Consultor(a) Imobiliário(a)",
      languages: "Línguas",
      whatsapp: "WhatsApp",
      call: "Ligar",
      photoAlt: "Fotografia de {name}",
    },
    spokenLanguages: {
      pt: "Português",
      en: "Inglês",
      jp: "Japonês",
      es: "Espanhol",
      fr: "Francês",
      de: "Alemão",
      it: "Italiano",
      zh: "Chinês",
    },
  },
  en: {
    /** Opens the viewing booking (docs/product.md#viewings). */
    bookViewing: "Book a viewing",
    contact: {
      title: "Request information",
      subtitle: "We will reply with full details and viewing availability.",
      jump: "Contact",
      name: "Name",
      email: "Email",
      phone: "Phone",
      optional: "(optional)",
      message: "Message",
      interest:
        "Hello, I am interested in the property with reference {ref} and would like to receive more information. Thank you.",
      submit: "Send message",
      sending: "Sending…",
      honeypot: "Leave this field empty",
      errors: {
        nameRequired: "Please enter your name.",
        emailRequired: "Please enter your email address.",
        emailInvalid: "Please enter a valid email address, such as name@example.com.",
      },
      success: {
        title: "Message sent successfully!",
        description: "We will be in touch shortly.",
      },
      failure: {
        title: "Error sending message",
        description: "Please try again.",
      },
    },
    consultant: {
      title: "Your consultant",
      defaultRole: "Real Estate Consultant",
      languages: "Languages",
      whatsapp: "WhatsApp",
      call: "Call",
      photoAlt: "Photo of {name}",
    },
    spokenLanguages: {
      pt: "Portuguese",
      en: "English",
      jp: "Japanese",
      es: "Spanish",
      fr: "French",
      de: "German",
      it: "Italian",
      zh: "Chinese",
    },
  },
  jp: {
    /** Opens the viewing booking (docs/product.md#viewings). */
    bookViewing: "内見を予約",
    contact: {
      title: "お問い合わせ",
      subtitle: "物件の詳細と内見可能な日程をご案内いたします。",
      jump: "お問い合わせ",
      name: "お名前",
      email: "メールアドレス",
      phone: "電話番号",
      optional: "（任意）",
      message: "メッセージ",
      interest:
        "物件番号 {ref} について、詳しい情報をお送りいただけますでしょうか。よろしくお願いいたします。",
      submit: "メッセージを送信",
      sending: "送信中…",
      honeypot: "この欄には何も入力しないでください",
      errors: {
        nameRequired: "お名前を入力してください。",
        emailRequired: "メールアドレスを入力してください。",
        emailInvalid: "有効なメールアドレスを入力してください（例：name@example.jp）。",
      },
      success: {
        title: "メッセージを送信しました",
        description: "担当者より追ってご連絡いたします。",
      },
      failure: {
        title: "メッセージを送信できませんでした",
        description: "お手数ですが、もう一度お試しください。",
      },
    },
    consultant: {
      title: "担当コンサルタント",
      defaultRole: "不動産コンサルタント",
      languages: "対応言語",
      whatsapp: "WhatsApp",
      call: "電話する",
      photoAlt: "{name}の写真",
    },
    spokenLanguages: {
      pt: "ポルトガル語",
      en: "英語",
      jp: "日本語",
      es: "スペイン語",
      fr: "フランス語",
      de: "ドイツ語",
      it: "イタリア語",
      zh: "中国語",
    },
  },
});
