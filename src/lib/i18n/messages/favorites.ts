// The favourites page: listings the visitor saved with the heart, kept in this browser only.
import { defineMessages } from "../define-messages";

export const favorites = defineMessages({
  pt: {
    metaTitle: "Favoritos",
    metaDescription: "Os imóveis que guardou nos favoritos neste navegador.",
    eyebrow: "A sua seleção",
    title: "Favoritos",
    subtitle:
      "Os imóveis que guardou tocando no ícone do coração ficam aqui, neste navegador. Toque de novo no coração para retirar um imóvel da lista.",
    countOne: "1 imóvel",
    countOther: "{n} imóveis",
    emptyTitle: "Ainda não guardou nenhum imóvel",
    emptyText: "Toque no coração de um imóvel para o guardar aqui e comparar mais tarde.",
    browse: "Ver imóveis",
  },
  en: {
    metaTitle: "Favourites",
    metaDescription: "The properties you saved to your favourites in this browser.",
    eyebrow: "Your selection",
    title: "Favourites",
    subtitle:
      "Properties you save with the heart are kept here, in this browser. Tap the heart again to remove a property from the list.",
    countOne: "1 property",
    countOther: "{n} properties",
    emptyTitle: "You have not saved any properties yet",
    emptyText: "Tap the heart on a property to keep it here and compare later.",
    browse: "Browse properties",
  },
  jp: {
    metaTitle: "お気に入り",
    metaDescription: "このブラウザでお気に入りに保存した物件の一覧です。",
    eyebrow: "保存した物件",
    title: "お気に入り",
    subtitle:
      "ハートマークで保存した物件は、このブラウザに一覧表示されます。もう一度ハートを押すと一覧から削除できます。",
    countOne: "1件",
    countOther: "{n}件",
    emptyTitle: "お気に入りに保存した物件はまだありません",
    emptyText: "物件のハートを押すと、ここに保存してあとで比較できます。",
    browse: "物件一覧を見る",
  },
});

export type FavoritesMessages = (typeof favorites)["pt"];
