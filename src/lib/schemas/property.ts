import { z } from "zod";
import {
  ADDRESS_VISIBILITIES,
  ENERGY_CERTIFICATES,
  LIMITS,
  LISTING_REF,
  LISTING_REF_MAX,
  PORTALS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from "@/lib/constants";
import { httpsUrl, imageRef, optionalText, requiredText, wholeNumber } from "./common";

export const coordinatesSchema = z.strictObject({
  lat: z.number().min(-90, "Latitude entre -90 e 90").max(90, "Latitude entre -90 e 90"),
  lng: z.number().min(-180, "Longitude entre -180 e 180").max(180, "Longitude entre -180 e 180"),
});

const propertyFields = {
  ref: requiredText(LISTING_REF_MAX, "Referência é obrigatória").regex(
    LISTING_REF,
    "Use apenas letras, números, ponto, hífen e sublinhado",
  ),
  type: z.enum(PROPERTY_TYPES, "Tipo inválido"),
  status: z.enum(PROPERTY_STATUSES, "Estado inválido"),
  price: wholeNumber(0, 1_000_000_000, "O preço deve ser um número inteiro ≥ 0"),
  location: requiredText(200, "Localização é obrigatória"),
  city: requiredText(200, "Cidade é obrigatória"),
  district: optionalText(200),
  coordinates: coordinatesSchema.nullable(),
  area: wholeNumber(1, 100_000_000, "A área deve ser um número inteiro ≥ 1"),
  bedrooms: wholeNumber(0, 1000).nullable(),
  bathrooms: wholeNumber(0, 1000).nullable(),
  yearBuilt: wholeNumber(1000, 2100).nullable(),
  energyCertificate: z.enum(ENERGY_CERTIFICATES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? "Escolha a classe energética (ou Isento)"
        : "Certificado energético inválido",
  }),
  featured: z.boolean(),
  featuredOrder: wholeNumber(0, 100_000).nullable(),
  consultantId: z.uuid("Consultor inválido").nullable(),
  images: z
    .array(imageRef)
    .max(LIMITS.imagesPerProperty, `Máximo de ${LIMITS.imagesPerProperty} imagens`),
  virtualTour: httpsUrl.nullable(),
  titlePt: requiredText(200, "Título em português é obrigatório"),
  titleEn: requiredText(200, "Título em inglês é obrigatório"),
  titleJp: requiredText(200, "Título em japonês é obrigatório"),
  descriptionPt: requiredText(10_000, "Descrição em português é obrigatória"),
  descriptionEn: requiredText(10_000, "Descrição em inglês é obrigatória"),
  descriptionJp: requiredText(10_000, "Descrição em japonês é obrigatória"),
  features: z.array(requiredText(50)).max(50, "Máximo de 50 características"),
  /** The portals whose feeds carry the listing (docs/product.md#portal-feeds). */
  portals: z
    .array(z.enum(PORTALS, "Portal desconhecido"))
    .max(PORTALS.length)
    .refine((list) => new Set(list).size === list.length, "Portal repetido"),
  addressVisibility: z.enum(ADDRESS_VISIBILITIES, "Visibilidade da morada inválida"),
};

const required = [
  "ref",
  "type",
  "price",
  "location",
  "city",
  "area",
  "energyCertificate",
  "titlePt",
  "titleEn",
  "titleJp",
  "descriptionPt",
  "descriptionEn",
  "descriptionJp",
] as const;

/**
 * POST /api/properties: the fields docs/product.md#field-rules marks required; the rest take
 * their defaults.
 */
export const propertyCreateSchema = z
  .strictObject(propertyFields)
  .partial()
  .required(
    Object.fromEntries(required.map((key) => [key, true])) as {
      [K in (typeof required)[number]]: true;
    },
  );
export type PropertyCreate = z.infer<typeof propertyCreateSchema>;

/** PATCH /api/properties/{id}: any subset of the fields. */
export const propertyUpdateSchema = z.strictObject(propertyFields).partial();
export type PropertyUpdate = z.infer<typeof propertyUpdateSchema>;

export const featuredOrderSchema = z
  .array(
    z.strictObject({
      id: z.uuid("Imóvel inválido"),
      featuredOrder: wholeNumber(0, 100_000),
    }),
  )
  .max(1000);
export type FeaturedOrder = z.infer<typeof featuredOrderSchema>;

export const propertySchema = z.object({
  id: z.uuid(),
  ...propertyFields,
  district: z.string().nullable(),
  /**
   * Kept by the database, never sent by a client (drizzle/0011): when the listing was first
   * available, and the price before its last drop with the drop's time (null once it rises).
   */
  firstPublishedAt: z.iso.datetime().nullable(),
  priceBeforeReduction: z.number().int().nullable(),
  priceReducedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Property = z.infer<typeof propertySchema>;
