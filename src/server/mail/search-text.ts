// The words of the saved-search e-mails (the confirmation and the alerts), in the three
// languages of the site, in the register of the auto-reply (reply-text.ts): European Portuguese,
// British English, polite Japanese (です・ます).
import "server-only";
import type { Locale } from "@/lib/i18n/locales";

export interface SearchMailText {
  confirmSubject: string;
  confirmHeading: string;
  confirmIntro: string;
  confirmButton: string;
  confirmIgnore: string;
  alertSubject: (count: number) => string;
  alertHeading: string;
  alertIntro: string;
  newBadge: string;
  priceDropBadge: string;
  /** Before the old price, struck through. */
  wasPrice: string;
  viewProperty: string;
  /** More listings than the e-mail shows. */
  more: (count: number) => string;
  seeAll: string;
  searchLabel: string;
  everything: string;
  /** In place of a place the visitor typed that is no known one (docs/product.md). */
  typedPlace: string;
  manage: string;
  unsubscribe: string;
  footerNotice: string;
  colon: string;
  separator: string;
}

export const SEARCH_MAIL_TEXT: Record<Locale, SearchMailText> = {
  pt: {
    confirmSubject: "Confirme o alerta de imóveis da Casa Lusa",
    confirmHeading: "Confirme o seu alerta",
    confirmIntro:
      "Pediu-nos que o avisássemos por email quando surgirem imóveis novos ou com preço reduzido nesta pesquisa. Confirme que o endereço é seu para começar a receber os alertas.",
    confirmButton: "Confirmar o alerta",
    confirmIgnore:
      "Se não foi o próprio a fazer este pedido, ignore esta mensagem: sem confirmação não lhe enviaremos nada e o pedido é apagado ao fim de 7 dias.",
    alertSubject: (count) =>
      count === 1 ? "1 imóvel novo na sua pesquisa" : `${count} imóveis novos na sua pesquisa`,
    alertHeading: "Novidades na sua pesquisa",
    alertIntro: "Estes imóveis foram publicados ou baixaram de preço desde o último alerta.",
    newBadge: "Novo",
    priceDropBadge: "Preço reduzido",
    wasPrice: "Antes",
    viewProperty: "Ver o imóvel",
    more: (count) => (count === 1 ? "E mais 1 imóvel." : `E mais ${count} imóveis.`),
    seeAll: "Ver todos os resultados",
    searchLabel: "Pesquisa",
    everything: "Todos os imóveis",
    typedPlace: "o local que indicou",
    manage: "Gerir os meus alertas",
    unsubscribe: "Cancelar este alerta",
    footerNotice: "Recebe este email porque confirmou um alerta de pesquisa no site da Casa Lusa.",
    colon: ": ",
    separator: " · ",
  },
  en: {
    confirmSubject: "Please confirm your Casa Lusa property alert",
    confirmHeading: "Confirm your alert",
    confirmIntro:
      "You asked us to e-mail you when new or reduced properties appear in this search. Please confirm that this address is yours and the alerts will start.",
    confirmButton: "Confirm the alert",
    confirmIgnore:
      "If you did not ask for this, simply ignore this message: without confirmation we will send you nothing, and the request is deleted after 7 days.",
    alertSubject: (count) =>
      count === 1 ? "1 new property in your search" : `${count} new properties in your search`,
    alertHeading: "New in your search",
    alertIntro: "These properties have been listed or reduced in price since your last alert.",
    newBadge: "New",
    priceDropBadge: "Price reduced",
    wasPrice: "Was",
    viewProperty: "View the property",
    more: (count) => (count === 1 ? "And 1 more property." : `And ${count} more properties.`),
    seeAll: "See all results",
    searchLabel: "Search",
    everything: "All properties",
    typedPlace: "the place you entered",
    manage: "Manage my alerts",
    unsubscribe: "Stop this alert",
    footerNotice:
      "You are receiving this because you confirmed a search alert on the Casa Lusa website.",
    colon: ": ",
    separator: " · ",
  },
  jp: {
    confirmSubject: "【Casa Lusa】物件アラートのご確認",
    confirmHeading: "アラート登録のご確認",
    confirmIntro:
      "この検索条件に新着物件や値下げ物件が出た際のメール通知をお申し込みいただきました。下のボタンからメールアドレスをご確認いただくと、通知が始まります。",
    confirmButton: "アラートを確認する",
    confirmIgnore:
      "お心当たりのない場合は、このメールを破棄してください。確認がない限りメールをお送りすることはなく、お申し込みは7日後に削除されます。",
    alertSubject: (count) => `検索条件に合う新着物件が${count}件あります`,
    alertHeading: "検索条件の新着情報",
    alertIntro: "前回のお知らせ以降に掲載された物件、または値下げされた物件です。",
    newBadge: "新着",
    priceDropBadge: "値下げ",
    wasPrice: "旧価格",
    viewProperty: "物件を見る",
    more: (count) => `ほか${count}件の物件があります。`,
    seeAll: "すべての結果を見る",
    searchLabel: "検索条件",
    everything: "すべての物件",
    typedPlace: "ご指定の地域",
    manage: "アラートの管理",
    unsubscribe: "このアラートを停止する",
    footerNotice:
      "このメールは、Casa Lusaのウェブサイトで検索アラートをご登録いただいた方にお送りしています。",
    colon: "：",
    separator: "・",
  },
};
