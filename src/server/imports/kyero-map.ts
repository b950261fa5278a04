// Turns a record of another site's Kyero feed into a listing of ours (docs/product.md#kyero-import),
// tolerant of what real feeds hold: pools written as text, HTML in descriptions, a missing type,
// more than 50 photos, points outside Portugal. What cannot become a listing is rejected with the
// reason; what was imported but needs a look is flagged.
import "server-only";
import { createHash } from "node:crypto";
import {
  type EnergyCertificate,
  LIMITS,
  LISTING_REF,
  LISTING_REF_MAX,
  type PropertyType,
} from "@/lib/constants";
import { common } from "@/lib/i18n/messages/common";
import { placeName } from "@/lib/i18n/place-names";
import { type PropertyCreate, propertyCreateSchema } from "@/lib/schemas/property";
import { clip, plainText } from "@/server/portals/plain-text";
import { inPortugal } from "@/server/portals/rules";
import { childText, type KyeroRecord, textOf } from "./kyero-read";

export interface ImportedListing {
  /** The listing's id in the feed. */
  externalId: string;
  input: PropertyCreate;
  imageUrls: string[];
  /** What the feed says of it, hashed: the same again changes nothing. */
  hash: string;
  flags: string[];
}

export type Mapped = { listing: ImportedListing } | { id: string; reason: string };

/** Kyero's types, as real feeds write them, to ours. */
const TYPES: [RegExp, PropertyType][] = [
  [/apart|flat|penthouse|duplex|studio|apartamento|piso/i, "apartment"],
  [/plot|land|terreno|lote|parcela/i, "land"],
  [/office|escrit/i, "office"],
  [/warehouse|industrial|storage|garage|armaz/i, "warehouse"],
  [/commercial|shop|restaurant|bar|hotel|business|loja|local/i, "commercial"],
  [
    /villa|house|home|bungalow|chalet|finca|cottage|quinta|moradia|town|country|detached|farm/i,
    "house",
  ],
];

/**
 * The energy classes taken, as feeds write them (upper case, spaces removed): Kyero's letters,
 * the Portuguese A+ and B- that Portuguese feeds send, and X or a word for exempt. Anything else
 * ("Processing", "En trámite") is rejected: every ad must show a class (docs/decisions/038).
 */
const ENERGY: Record<string, EnergyCertificate> = {
  "A+": "A+",
  A: "A",
  B: "B",
  "B-": "B-",
  C: "C",
  D: "D",
  E: "E",
  F: "F",
  X: "exempt",
  EXEMPT: "exempt",
  ISENTO: "exempt",
  EXENTO: "exempt",
};

/** What a rejection for the energy class tells staff to do. */
const CLASS_NEEDED =
  "todo o anúncio mostra a classe (A+ a F, ou X se isento); corrija-a no ficheiro e importe-o de novo";

const NO = /^(0|no|n|false|none|nao|não|-)?$/i;

function wholeNumber(text: string): number | null {
  const value = Number(text.replace(/[\s,](?=\d{3}\b)/g, ""));
  return text !== "" && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

function reference(text: string, id: string): string {
  const cleaned = text
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[^A-Za-z0-9]+/, "")
    .slice(0, LISTING_REF_MAX);
  if (LISTING_REF.test(cleaned)) return cleaned;
  return `KY-${createHash("sha256").update(id).digest("hex").slice(0, 10)}`;
}

function photos(record: KyeroRecord): string[] {
  const images = (record.images as { image?: unknown } | undefined)?.image;
  const list = Array.isArray(images) ? images : [];
  const ordered = list
    .map((image, index) => ({
      url: childText(image, "url"),
      order: Number((image as Record<string, unknown>)?.["@id"] ?? index),
    }))
    .filter((image) => /^https?:\/\//i.test(image.url))
    .sort(
      (a, b) => (Number.isFinite(a.order) ? a.order : 0) - (Number.isFinite(b.order) ? b.order : 0),
    );
  return [...new Set(ordered.map((image) => image.url))];
}

export function mapKyeroRecord(
  record: KyeroRecord,
  featureKeys: ReadonlyMap<string, string>,
): Mapped {
  const id = textOf(record.id).slice(0, 100);
  if (!id) return { id: "", reason: "sem id" };
  const reject = (reason: string): Mapped => ({ id, reason });
  const flags: string[] = [];

  const frequency = textOf(record.price_freq).toLowerCase();
  if (frequency && frequency !== "sale")
    return reject(`arrendamento («${frequency}»): só se importam imóveis à venda`);
  const price = wholeNumber(textOf(record.price));
  if (price === null) return reject(`preço inválido («${textOf(record.price) || "vazio"}»)`);

  const city = textOf(record.town);
  if (!city) return reject("sem localidade (town)");

  const typeText = textOf(record.type);
  let type = TYPES.find(([pattern]) => pattern.test(typeText))?.[1];
  if (!type) {
    type = "house";
    flags.push(
      typeText
        ? `tipo desconhecido («${typeText}»): importado como moradia`
        : "sem tipo: importado como moradia",
    );
  }

  const built = wholeNumber(childText(record, "surface_area", "built"));
  const plot = wholeNumber(childText(record, "surface_area", "plot"));
  const area = (type === "land" ? (plot ?? built) : (built ?? plot)) || null;
  if (!area) return reject("sem área");

  const rating = childText(record, "energy_rating", "consumption");
  if (!rating) return reject(`sem classe energética: ${CLASS_NEEDED}`);
  const energy = ENERGY[rating.toUpperCase().replace(/\s+/g, "")];
  if (!energy) return reject(`classe energética desconhecida («${rating}»): ${CLASS_NEEDED}`);

  const lat = Number(childText(record, "location", "latitude"));
  const lng = Number(childText(record, "location", "longitude"));
  let coordinates: { lat: number; lng: number } | null = null;
  if (childText(record, "location", "latitude") && Number.isFinite(lat) && Number.isFinite(lng)) {
    if (inPortugal(lat, lng)) coordinates = { lat, lng };
    else flags.push(`coordenadas fora de Portugal (${lat}, ${lng}): importado sem ponto no mapa`);
  }

  let descriptionPt = clip(plainText(childText(record, "desc", "pt")), 10_000);
  let descriptionEn = clip(plainText(childText(record, "desc", "en")), 10_000);
  if (!descriptionPt && !descriptionEn) return reject("sem descrição em português nem em inglês");
  if (!descriptionPt) {
    descriptionPt = descriptionEn;
    flags.push("sem descrição em português: ficou o texto inglês, traduza-o");
  }
  if (!descriptionEn) {
    descriptionEn = descriptionPt;
    flags.push("sem descrição em inglês: ficou o texto português, traduza-o");
  }
  flags.push("sem texto em japonês: ficou o inglês, traduza-o");

  const allPhotos = photos(record);
  if (allPhotos.length > LIMITS.imagesPerProperty) {
    flags.push(
      `${allPhotos.length} fotografias: importadas as primeiras ${LIMITS.imagesPerProperty}`,
    );
  }
  const imageUrls = allPhotos.slice(0, LIMITS.imagesPerProperty);

  const features = new Set<string>();
  const featureList = (record.features as { feature?: unknown } | undefined)?.feature;
  for (const feature of Array.isArray(featureList) ? featureList : []) {
    const key = featureKeys.get(textOf(feature).toLowerCase());
    if (key) features.add(key);
  }
  const pool = featureKeys.get("pool") ?? featureKeys.get("swimming pool");
  if (pool && !NO.test(textOf(record.pool))) features.add(pool);

  const place = (locale: "pt" | "en" | "jp") => placeName(city, locale);
  const input = {
    ref: reference(textOf(record.ref), id),
    type,
    price,
    location: clip(textOf(record.location_detail) || city, 200),
    city: clip(city, 200),
    district: clip(textOf(record.province), 200) || null,
    coordinates,
    area,
    bedrooms: wholeNumber(textOf(record.beds)),
    bathrooms: wholeNumber(textOf(record.baths)),
    energyCertificate: energy,
    titlePt: clip(`${common.pt.propertyType[type]} em ${place("pt")}`, 200),
    titleEn: clip(`${common.en.propertyType[type]} in ${place("en")}`, 200),
    titleJp: clip(`${place("jp")}の${common.jp.propertyType[type]}`, 200),
    descriptionPt,
    descriptionEn,
    descriptionJp: descriptionEn,
    features: [...features],
  };
  const parsed = propertyCreateSchema.safeParse(input);
  if (!parsed.success) return reject(parsed.error.issues[0]?.message ?? "dados inválidos");
  const hash = createHash("sha256")
    .update(JSON.stringify([parsed.data, imageUrls]))
    .digest("base64url");
  return { listing: { externalId: id, input: parsed.data, imageUrls, hash, flags } };
}
