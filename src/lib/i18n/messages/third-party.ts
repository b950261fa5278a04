// The placeholder shown where content served by another host (the map, a virtual tour) would
// be, until the visitor asks for it (docs/decisions/026). {server} is the host it comes from.
import { defineMessages } from "../define-messages";

export const thirdParty = defineMessages({
  pt: {
    map: {
      servedBy: "Mapa servido por {server}",
      load: "Carregar mapa",
    },
    tour: {
      servedBy: "Visita virtual servida por {server}",
      load: "Carregar visita virtual",
      open: "Abrir a visita virtual em {server}",
    },
    shares:
      "Ao carregar, o seu navegador liga-se a esse servidor, que fica a saber o seu endereço IP.",
    remember: "Lembrar a minha escolha neste dispositivo",
    forget: "Esquecer escolha",
    forgotten: "Escolha esquecida.",
    choices: {
      title: "Conteúdo externo lembrado neste dispositivo",
      map: "Mapas",
      tour: "Visitas virtuais",
      none: "Nenhuma escolha guardada neste dispositivo.",
    },
  },
  en: {
    map: {
      servedBy: "Map served by {server}",
      load: "Load map",
    },
    tour: {
      servedBy: "Virtual tour served by {server}",
      load: "Load virtual tour",
      open: "Open the virtual tour on {server}",
    },
    shares: "Loading it connects your browser to that server, which learns your IP address.",
    remember: "Remember my choice on this device",
    forget: "Forget my choice",
    forgotten: "Choice forgotten.",
    choices: {
      title: "Outside content remembered on this device",
      map: "Maps",
      tour: "Virtual tours",
      none: "No choice is stored on this device.",
    },
  },
  jp: {
    map: {
      servedBy: "地図の提供元：{server}",
      load: "地図を表示",
    },
    tour: {
      servedBy: "バーチャルツアーの提供元：{server}",
      load: "バーチャルツアーを表示",
      open: "{server} でバーチャルツアーを開く",
    },
    shares: "表示すると、お使いのブラウザがこのサーバーに接続し、IPアドレスが先方に伝わります。",
    remember: "この端末に選択を記憶する",
    forget: "選択を取り消す",
    forgotten: "選択を取り消しました。",
    choices: {
      title: "この端末に記憶されている外部コンテンツ",
      map: "地図",
      tour: "バーチャルツアー",
      none: "この端末に保存された選択はありません。",
    },
  },
});

export type ThirdPartyMessages = (typeof thirdParty)["pt"];
