// The portal feeds' settings and state, as GET /api/portals answers them and PATCH changes them
// (docs/product.md#portal-feeds).
import { z } from "zod";
import { PORTALS } from "@/lib/constants";

export const portalSchema = z.enum(PORTALS, "Portal desconhecido");

export const portalParamsSchema = z.strictObject({ portal: portalSchema });

/** Idealista's customer code: "ilc" and 40 lower-case letters or digits. */
export const idealistaCustomerCode = z
  .string()
  .trim()
  .regex(
    /^ilc[a-z0-9]{40}$/,
    "O código de cliente do Idealista é «ilc» seguido de 40 letras minúsculas ou algarismos",
  );

export const portalUpdateSchema = z
  .strictObject({
    enabled: z.boolean("Indique se o feed está ativo"),
    customerCode: idealistaCustomerCode.nullable(),
  })
  .partial();
export type PortalUpdate = z.infer<typeof portalUpdateSchema>;

export const portalStateSchema = z.object({
  portal: portalSchema,
  name: z.string(),
  enabled: z.boolean(),
  /** The feed's address with its secret key. */
  feedUrl: z.string(),
  customerCode: z.string().nullable(),
  keyChangedAt: z.iso.datetime(),
  lastFetchedAt: z.iso.datetime().nullable(),
  lastFetchUserAgent: z.string().nullable(),
  lastFetchAddress: z.string().nullable(),
  /** Listings in the feed as it is served now. */
  listingCount: z.number().int(),
  lastBuiltAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.iso.datetime().nullable(),
  /** Listings on sale for the portal that its rules keep out, and why (in Portuguese). */
  leftOut: z.array(z.object({ id: z.string(), ref: z.string(), reasons: z.array(z.string()) })),
});
export type PortalState = z.infer<typeof portalStateSchema>;
