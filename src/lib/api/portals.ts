import * as z from "zod/mini";
import { portalParamsSchema, portalStateSchema, portalUpdateSchema } from "@/lib/schemas/portals";
import { defineEndpoint as endpoint } from "./endpoint";

export const portals = {
  list: endpoint({
    method: "GET",
    path: "/api/portals",
    access: "admin",
    tag: "Portals",
    summary: "The portal feeds: addresses with their keys, last fetch, listings left out and why",
    response: z.array(portalStateSchema),
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/portals/{portal}",
    access: "admin",
    tag: "Portals",
    summary: "Switch a portal's feed on or off, or set Idealista's customer code",
    params: portalParamsSchema,
    body: portalUpdateSchema,
    response: portalStateSchema,
  }),
  newKey: endpoint({
    method: "POST",
    path: "/api/portals/{portal}/key",
    access: "admin",
    tag: "Portals",
    summary: "Give the feed a new secret key; the old address stops working at once",
    params: portalParamsSchema,
    response: portalStateSchema,
  }),
};
