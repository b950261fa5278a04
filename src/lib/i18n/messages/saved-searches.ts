// The saved-search alerts: the list page's "save this search" form and the page the e-mails'
// links open (confirm, stop, manage).
import { defineMessages } from "../define-messages";

export const savedSearchTexts = defineMessages({
  pt: {
    formOpen: "Receber alertas desta pesquisa",
    formIntro:
      "Enviamos-lhe por email os imóveis novos e os que baixarem de preço com estes filtros. Sem conta: basta confirmar o endereço.",
    formSubmit: "Criar alerta",
    formSending: "A enviar…",
    formSent: "Enviámos-lhe um email. Abra a ligação para confirmar o alerta.",
    formFailed: "Não foi possível criar o alerta. Tente novamente dentro de momentos.",
    formTooMany: "Já criou vários alertas hoje. Tente novamente amanhã.",
    queryInvalid:
      "Esta pesquisa tem filtros que não reconhecemos. Limpe os filtros e escolha-os de novo.",
    metaTitle: "Alertas de pesquisa",
    eyebrow: "Alertas por email",
    title: "Os seus alertas de pesquisa",
    confirmTitle: "Confirme o seu alerta",
    confirmText:
      "Confirme para começar a receber por email os imóveis novos e com preço reduzido desta pesquisa.",
    confirmButton: "Confirmar o alerta",
    stopTitle: "Cancelar este alerta",
    stopText:
      "Deixará de receber emails deste alerta. Pode criar outro quando quiser, na lista de imóveis.",
    stopButton: "Cancelar o alerta",
    confirmed: "Alerta confirmado. Enviamos-lhe os novos imóveis assim que surgirem.",
    stopped: "Alerta cancelado. Não lhe enviaremos mais emails deste alerta.",
    updated: "Frequência alterada.",
    deleted: "Alerta apagado.",
    invalid:
      "Esta ligação não é válida. Abra-a de novo a partir do email mais recente que lhe enviámos.",
    expired:
      "Esta ligação expirou. Abra a ligação «Gerir os meus alertas» de um email mais recente.",
    gone: "Este alerta já não existe: foi cancelado ou não foi confirmado a tempo.",
    none: "Não tem alertas de pesquisa ativos.",
    intro: "Alertas enviados para {email}.",
    search: "Pesquisa",
    everything: "Todos os imóveis",
    frequency: "Frequência",
    instant: "Logo que surjam",
    daily: "Uma vez por dia",
    weekly: "Uma vez por semana",
    pending: "Por confirmar",
    save: "Guardar",
    remove: "Apagar",
    removeAll: "Apagar todos os alertas",
    confirmRemove: "Apagar este alerta?",
    confirmRemoveAll: "Apagar todos os alertas deste endereço?",
    browse: "Ver imóveis",
    see: "Ver resultados",
  },
  en: {
    formOpen: "Get alerts for this search",
    formIntro:
      "We will e-mail you new properties and price reductions matching these filters. No account needed: just confirm your address.",
    formSubmit: "Create alert",
    formSending: "Sending…",
    formSent: "We have sent you an e-mail. Open its link to confirm the alert.",
    formFailed: "The alert could not be created. Please try again in a moment.",
    formTooMany: "You have created several alerts today. Please try again tomorrow.",
    queryInvalid:
      "This search has filters we do not recognise. Please clear the filters and choose them again.",
    metaTitle: "Search alerts",
    eyebrow: "E-mail alerts",
    title: "Your search alerts",
    confirmTitle: "Confirm your alert",
    confirmText:
      "Confirm to start receiving new and reduced properties from this search by e-mail.",
    confirmButton: "Confirm the alert",
    stopTitle: "Stop this alert",
    stopText:
      "You will no longer receive e-mails from this alert. You can create another at any time from the property list.",
    stopButton: "Stop the alert",
    confirmed: "Alert confirmed. We will send you new properties as soon as they appear.",
    stopped: "Alert stopped. We will send you no more e-mails from it.",
    updated: "Frequency changed.",
    deleted: "Alert deleted.",
    invalid: "This link is not valid. Please open it again from the latest e-mail we sent you.",
    expired:
      "This link has expired. Please use the “Manage my alerts” link in a more recent e-mail.",
    gone: "This alert no longer exists: it was stopped or not confirmed in time.",
    none: "You have no active search alerts.",
    intro: "Alerts sent to {email}.",
    search: "Search",
    everything: "All properties",
    frequency: "Frequency",
    instant: "As soon as they appear",
    daily: "Once a day",
    weekly: "Once a week",
    pending: "Awaiting confirmation",
    save: "Save",
    remove: "Delete",
    removeAll: "Delete all alerts",
    confirmRemove: "Delete this alert?",
    confirmRemoveAll: "Delete every alert for this address?",
    browse: "Browse properties",
    see: "See results",
  },
  jp: {
    formOpen: "この条件で新着アラートを受け取る",
    formIntro:
      "この検索条件に合う新着物件と値下げ物件をメールでお知らせします。アカウント登録は不要で、メールアドレスのご確認のみで始められます。",
    formSubmit: "アラートを登録する",
    formSending: "送信中…",
    formSent: "確認メールをお送りしました。メール内のリンクを開いて登録を完了してください。",
    formFailed: "アラートを登録できませんでした。しばらくしてからもう一度お試しください。",
    formTooMany: "本日はすでに複数のアラートを登録されています。明日もう一度お試しください。",
    queryInvalid:
      "この検索条件には認識できない項目があります。条件をクリアして選び直してください。",
    metaTitle: "検索アラート",
    eyebrow: "メール通知",
    title: "検索アラートの管理",
    confirmTitle: "アラート登録のご確認",
    confirmText: "確認すると、この検索条件に合う新着物件と値下げ物件をメールでお知らせします。",
    confirmButton: "アラートを確認する",
    stopTitle: "アラートの停止",
    stopText:
      "このアラートのメール配信を停止します。物件一覧からいつでも新しいアラートを登録できます。",
    stopButton: "アラートを停止する",
    confirmed: "アラートを確認しました。新着物件が出ましたらすぐにお知らせします。",
    stopped: "アラートを停止しました。今後このアラートのメールはお送りしません。",
    updated: "配信頻度を変更しました。",
    deleted: "アラートを削除しました。",
    invalid: "このリンクは無効です。最新のメールからもう一度開いてください。",
    expired:
      "このリンクの有効期限が切れています。最新のメールの「アラートの管理」から開いてください。",
    gone: "このアラートはすでに存在しません。停止されたか、期限内に確認されませんでした。",
    none: "有効な検索アラートはありません。",
    intro: "{email} 宛てのアラート",
    search: "検索条件",
    everything: "すべての物件",
    frequency: "配信頻度",
    instant: "新着があり次第",
    daily: "1日1回",
    weekly: "週1回",
    pending: "確認待ち",
    save: "保存",
    remove: "削除",
    removeAll: "すべてのアラートを削除",
    confirmRemove: "このアラートを削除しますか？",
    confirmRemoveAll: "このメールアドレスのアラートをすべて削除しますか？",
    browse: "物件を見る",
    see: "結果を見る",
  },
});

type Texts = (typeof savedSearchTexts)["pt"];
const FORM_KEYS = [
  "formOpen",
  "formIntro",
  "formSubmit",
  "formSending",
  "formSent",
  "formFailed",
  "formTooMany",
  "queryInvalid",
  "frequency",
  "instant",
  "daily",
  "weekly",
] as const;
export type SaveSearchFormTexts = Pick<Texts, (typeof FORM_KEYS)[number]>;

/** The words of the list page's form only: an island's props travel in the page's HTML. */
export function saveSearchFormTexts(texts: Texts): SaveSearchFormTexts {
  return Object.fromEntries(FORM_KEYS.map((key) => [key, texts[key]])) as SaveSearchFormTexts;
}
