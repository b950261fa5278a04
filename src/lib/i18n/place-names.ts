// Place names on the public site. Listings store them in Portuguese ("Lisboa"); Japanese pages
// give cities, districts and the known neighbourhoods their Japanese names (リスボン, プリンシペ・
// レアル). A neighbourhood not in the catalogue stays as written, and the parts are joined with
// the catalogue's separator (", " or "、").
import type { Locale } from "./locales";

/** The cities, districts and neighbourhoods of the listings, and the main places of Portugal. */
const JAPANESE: Readonly<Record<string, string>> = {
  Alfama: "アルファマ",
  "Alta de Coimbra": "アルタ・デ・コインブラ",
  "Avenidas Novas": "アヴェニーダス・ノヴァス",
  Baixa: "バイシャ",
  Boavista: "ボアヴィスタ",
  "Campo de Ourique": "カンポ・デ・オウリケ",
  Carvoeiro: "カルヴォエイロ",
  "Centro Histórico": "旧市街",
  Chiado: "シアード",
  Comporta: "コンポルタ",
  Ericeira: "エリセイラ",
  "Foz do Douro": "フォス・ド・ドウロ",
  Gaeiras: "ガエイラス",
  "Glória e Vera Cruz": "グローリア・エ・ヴェラ・クルス",
  Lamaçães: "ラマサンイス",
  Lapa: "ラパ",
  Lido: "リド",
  "Marquês de Pombal": "マルケス・デ・ポンバル",
  "Monte Estoril": "モンテ・エストリル",
  "Parque das Nações": "パルケ・ダス・ナソンイス",
  "Porto de Mós": "ポルト・デ・モス",
  "Príncipe Real": "プリンシペ・レアル",
  "Quinta da Marinha": "キンタ・ダ・マリーニャ",
  "Quinta do Lago": "キンタ・ド・ラーゴ",
  Ribeira: "リベイラ",
  "Santa Marinha": "サンタ・マリーニャ",
  "São Pedro de Sintra": "サン・ペドロ・デ・シントラ",
  Valverde: "ヴァルヴェルデ",
  Vilamoura: "ヴィラモウラ",
  "Zona Industrial da Maia": "マイア工業地区",
  Albufeira: "アルブフェイラ",
  "Alcácer do Sal": "アルカセル・ド・サル",
  Aveiro: "アヴェイロ",
  Braga: "ブラガ",
  Cascais: "カスカイス",
  Coimbra: "コインブラ",
  Évora: "エヴォラ",
  Faro: "ファーロ",
  Funchal: "フンシャル",
  Lagoa: "ラゴア",
  Lagos: "ラゴス",
  Leiria: "レイリア",
  Lisboa: "リスボン",
  Loulé: "ロウレ",
  Madeira: "マデイラ",
  Mafra: "マフラ",
  Maia: "マイア",
  Óbidos: "オビドス",
  Porto: "ポルト",
  "Região Autónoma da Madeira": "マデイラ自治地域",
  "Região Autónoma dos Açores": "アゾレス自治地域",
  Setúbal: "セトゥーバル",
  Sintra: "シントラ",
  Tavira: "タヴィラ",
  "Vila Nova de Gaia": "ヴィラ・ノヴァ・デ・ガイア",
};

/** A city or district as the visitor reads it: Lisboa is リスボン in Japanese. */
export function placeName(name: string, locale: Locale): string {
  return locale === "jp" ? (JAPANESE[name.trim()] ?? name) : name;
}

/** "Príncipe Real, Lisboa", or "Príncipe Real、リスボン" in Japanese; empty parts are left out. */
export function joinPlace(
  parts: readonly (string | null | undefined)[],
  locale: Locale,
  separator: string,
): string {
  return parts
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => placeName(part, locale))
    .join(separator);
}

const CATALOGUED = new Set(Object.keys(JAPANESE).map((name) => name.toLowerCase()));

/** Whether the catalogue above knows a place of this name, whatever its case. */
export function isCataloguedPlace(name: string): boolean {
  return CATALOGUED.has(name.trim().toLowerCase());
}
