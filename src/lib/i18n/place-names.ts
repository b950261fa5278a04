// Place names on the public site. Listings store them in Portuguese ("Lisboa"); Japanese pages
// give cities and districts their Japanese names (リスボン). Neighbourhoods stay as written, and
// the parts are joined with the catalogue's separator (", " or "、").
import type { Locale } from "./locales";

/** The cities and districts of the listings, and the other main places of Portugal. */
const JAPANESE: Readonly<Record<string, string>> = {
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
