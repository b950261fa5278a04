// The sell page (docs/product.md#sell-page): its headline texts come from the page settings;
// these are the form's labels, the composed message's labels and the toasts
// (docs/product.md#texts-the-brief-fixes).
import { defineMessages } from "../define-messages";

export const sell = defineMessages({
  pt: {
    metaTitle: "Vender imóvel — avaliação gratuita",
    metaDescription:
      "Peça uma avaliação gratuita e sem compromisso do seu imóvel. Fotografia profissional e divulgação a compradores internacionais em três línguas.",
    eyebrow: "Vender com a Casa Lusa",
    benefitsTitle: "Porquê vender connosco",
    contactTitle: "Prefere falar connosco?",
    fields: {
      propertyType: "Tipo de imóvel",
      choosePropertyType: "Selecione o tipo",
      location: "Localização",
      locationPlaceholder: "Ex.: Cascais, Estoril",
      area: "Área aproximada (m²)",
      condition: "Estado de conservação",
      chooseCondition: "Selecione o estado",
      bedrooms: "Quartos",
      photos: "Fotografias",
      photosHint:
        "Escolha algumas fotografias do imóvel. Não são enviadas agora: indicamos os nomes dos ficheiros no pedido e o consultor combina consigo a melhor forma de as receber.",
      photosChosen: "Fotografias escolhidas",
      choosePhotos: "Escolher fotografias",
      noPhotos: "Nenhuma fotografia escolhida",
      photosOne: "1 fotografia escolhida",
      photosOther: "{n} fotografias escolhidas",
      tooManyPhotos:
        "Os nomes de tantas fotografias não cabem no pedido: escolha menos, e o consultor pede-lhe as restantes.",
      observations: "Observações",
      observationsPlaceholder: "Vista, exposição solar, obras recentes, prazos…",
    },
    conditions: { excellent: "Excelente", good: "Bom", needs_renovation: "Precisa de obras" },
    submit: "Pedir avaliação",
    message: {
      type: "Tipo",
      location: "Localização",
      area: "Área",
      bedrooms: "Quartos",
      condition: "Estado",
      observations: "Observações",
      photos: "Fotografias",
    },
    success: {
      title: "Mensagem enviada com sucesso!",
      description: "Entraremos em contacto brevemente para agendar a avaliação.",
    },
    failure: { title: "Erro ao enviar a mensagem", description: "Por favor, tente novamente." },
  },
  en: {
    metaTitle: "Sell your property — free valuation",
    metaDescription:
      "Ask for a free, no-obligation valuation of your property. Professional photography and marketing to international buyers in three languages.",
    eyebrow: "Sell with Casa Lusa",
    benefitsTitle: "Why sell with us",
    contactTitle: "Would you rather talk to us?",
    fields: {
      propertyType: "Property type",
      choosePropertyType: "Select a type",
      location: "Location",
      locationPlaceholder: "e.g. Cascais, Estoril",
      area: "Approximate area (m²)",
      condition: "Condition",
      chooseCondition: "Select the condition",
      bedrooms: "Bedrooms",
      photos: "Photos",
      photosHint:
        "Choose a few photos of the property. They are not sent now: we note the file names in your request and your consultant will arrange the best way to receive them.",
      photosChosen: "Chosen photos",
      choosePhotos: "Choose photos",
      noPhotos: "No photos chosen",
      photosOne: "1 photo chosen",
      photosOther: "{n} photos chosen",
      tooManyPhotos:
        "There are too many photos to list their names in your request: choose fewer, and your consultant will ask you for the rest.",
      observations: "Notes",
      observationsPlaceholder: "Views, sun exposure, recent works, timing…",
    },
    conditions: { excellent: "Excellent", good: "Good", needs_renovation: "Needs renovation" },
    submit: "Request a valuation",
    message: {
      type: "Type",
      location: "Location",
      area: "Area",
      bedrooms: "Bedrooms",
      condition: "Condition",
      observations: "Notes",
      photos: "Photos",
    },
    success: {
      title: "Message sent successfully!",
      description: "We will be in touch shortly to arrange the valuation.",
    },
    failure: { title: "Error sending message", description: "Please try again." },
  },
  jp: {
    metaTitle: "物件の売却 — 無料査定",
    metaDescription:
      "ご所有の物件を無料で査定いたします（査定後に売却をご依頼いただく義務はありません）。プロによる写真撮影と、3か国語での海外購入希望者への発信で売却をサポートします。",
    eyebrow: "Casa Lusa で売却する",
    benefitsTitle: "私たちが選ばれる理由",
    contactTitle: "お電話・メールでのご相談も承ります",
    fields: {
      propertyType: "物件種別",
      choosePropertyType: "種別を選択してください",
      location: "所在地",
      locationPlaceholder: "例：カスカイス、エストリル",
      area: "おおよその面積（m²）",
      condition: "物件の状態",
      chooseCondition: "状態を選択してください",
      bedrooms: "寝室数",
      photos: "写真",
      photosHint:
        "物件の写真をお選びください。この場で送信はされません。ファイル名をご依頼内容に記載し、写真の受け取り方法は担当者よりご案内いたします。",
      photosChosen: "選択した写真",
      choosePhotos: "写真を選択",
      noPhotos: "写真は選択されていません",
      photosOne: "1枚選択済み",
      photosOther: "{n}枚選択済み",
      tooManyPhotos:
        "写真の枚数が多いため、ファイル名をご依頼内容に記載しきれません。枚数を減らしてお選びください。残りの写真は担当者よりご案内いたします。",
      observations: "備考",
      observationsPlaceholder: "眺望、日当たり、最近の改修、ご希望の時期など",
    },
    conditions: { excellent: "非常に良好", good: "良好", needs_renovation: "要リフォーム" },
    submit: "査定を依頼する",
    message: {
      type: "種別",
      location: "所在地",
      area: "面積",
      bedrooms: "寝室数",
      condition: "状態",
      observations: "備考",
      photos: "写真",
    },
    success: {
      title: "メッセージを送信しました",
      description: "査定の日程について、担当者より近日中にご連絡いたします。",
    },
    failure: {
      title: "メッセージを送信できませんでした",
      description: "お手数ですが、もう一度お試しください。",
    },
  },
});

export type SellMessages = (typeof sell)["pt"];
