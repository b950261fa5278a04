// The texts of the sell and mortgage pages until staff save their own (docs/product.md#sell-page,
// docs/product.md#mortgage-page); the demo content stores the same texts.
import type { PageTexts } from "@/lib/schemas/settings";

type PageDefaults = Omit<
  PageTexts,
  "introPt" | "introEn" | "introJp" | "formDescPt" | "formDescEn" | "formDescJp"
> &
  Partial<PageTexts>;

export const SELL_PAGE_DEFAULTS = {
  titlePt: "Venda o seu imóvel connosco",
  titleEn: "Sell your property with us",
  titleJp: "物件の売却をご検討の方へ",
  subtitlePt:
    "Uma avaliação rigorosa, uma apresentação cuidada e compradores qualificados, em Portugal e no estrangeiro.",
  subtitleEn:
    "A rigorous valuation, careful presentation and qualified buyers, in Portugal and abroad.",
  subtitleJp: "的確な査定と丁寧な物件紹介で、国内外の確かな購入希望者へおつなぎします。",
  benefit1Pt: "Avaliação gratuita e sem compromisso",
  benefit1En: "Free, no-obligation valuation",
  benefit1Jp: "無料査定（査定後に売却をご依頼いただく義務はありません）",
  benefit2Pt: "Fotografia profissional e visita virtual",
  benefit2En: "Professional photography and virtual tour",
  benefit2Jp: "プロによる写真撮影とバーチャルツアー",
  benefit3Pt: "Divulgação a compradores internacionais em três línguas",
  benefit3En: "Marketing to international buyers in three languages",
  benefit3Jp: "3か国語で海外の購入希望者へ発信",
  formTitlePt: "Peça a avaliação do seu imóvel",
  formTitleEn: "Request a valuation",
  formTitleJp: "無料査定のお申し込み",
  formDescPt:
    "Conte-nos um pouco sobre o imóvel. Um consultor que conhece a sua zona entrará em contacto no prazo de um dia útil.",
  formDescEn:
    "Tell us a little about your property. A consultant who knows your area will be in touch within one working day.",
  formDescJp:
    "物件について簡単にお知らせください。地域に精通したコンサルタントより、1営業日以内にご連絡いたします。",
} satisfies PageDefaults;

export const MORTGAGE_PAGE_DEFAULTS = {
  titlePt: "Crédito habitação",
  titleEn: "Mortgages",
  titleJp: "住宅ローンのご相談",
  subtitlePt: "Ajudamos a encontrar o financiamento certo para a sua casa em Portugal.",
  subtitleEn: "We help you find the right financing for your home in Portugal.",
  subtitleJp: "ポルトガルでの住まい探しに最適な資金計画をご提案します。",
  introPt:
    "Trabalhamos com os principais bancos portugueses e com intermediários de crédito autorizados pelo Banco de Portugal, tanto para residentes como para não residentes. Comparamos propostas, tratamos da documentação e acompanhamos o processo até à escritura, sem custos adicionais para si.",
  introEn:
    "We work with Portugal's leading banks and with credit intermediaries authorised by the Banco de Portugal, for residents and non-residents alike. We compare offers, take care of the paperwork and follow the process through to completion, at no extra cost to you.",
  introJp:
    "ポルトガルの主要銀行や、ポルトガル中央銀行の認可を受けた融資仲介業者と提携し、居住者・非居住者のどちらのお客様にも対応しています。複数の融資条件を比較し、必要書類の準備から契約締結までを追加費用なしでサポートいたします。",
  benefit1Pt: "Comparação de propostas de vários bancos",
  benefit1En: "Offers compared across several banks",
  benefit1Jp: "複数の銀行の融資条件を比較",
  benefit2Pt: "Soluções para não residentes",
  benefit2En: "Solutions for non-residents",
  benefit2Jp: "非居住者の方にも対応",
  benefit3Pt: "Acompanhamento até à escritura",
  benefit3En: "Support all the way to completion",
  benefit3Jp: "契約締結まで一貫してサポート",
  formTitlePt: "Peça uma simulação",
  formTitleEn: "Request a mortgage assessment",
  formTitleJp: "住宅ローンの無料相談",
  formDescPt:
    "Indique o valor do imóvel e o montante que pretende financiar. Um especialista responde-lhe em 48 horas com uma primeira análise.",
  formDescEn:
    "Let us know the property value and the amount you would like to borrow. A specialist will reply within 48 hours with an initial assessment.",
  formDescJp:
    "物件価格とご希望の借入額をお知らせください。専門スタッフが48時間以内に初回の試算をご連絡いたします。",
} satisfies PageDefaults;
