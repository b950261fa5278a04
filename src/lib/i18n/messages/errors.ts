import { defineMessages } from "../define-messages";

export const errors = defineMessages({
  pt: {
    notFoundTitle: "404 Page Not Found",
    notFoundText: "A página que procura não existe ou foi removida.",
    backHome: "Voltar ao início",
    seeProperties: "Ver imóveis",
  },
  en: {
    notFoundTitle: "404 Page Not Found",
    notFoundText: "The page you are looking for does not exist or has been removed.",
    backHome: "Back to the home page",
    seeProperties: "See properties",
  },
  jp: {
    notFoundTitle: "404 Page Not Found",
    notFoundText: "お探しのページは存在しないか、削除された可能性があります。",
    backHome: "ホームに戻る",
    seeProperties: "物件一覧を見る",
  },
});
