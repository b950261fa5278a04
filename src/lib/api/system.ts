// Geocoding for the admin's map pin, and the API's own health check and documentation.
import * as z from "zod/mini";
import { defineEndpoint as endpoint } from "./endpoint";

export const geocode = {
  lookup: endpoint({
    method: "GET",
    path: "/api/geocode",
    access: "staff",
    tag: "Geocoding",
    summary: "Coordinates of an address (first result of the geocoding service); 404 when none",
    query: z.strictObject({
      q: z.string().check(z.trim(), z.minLength(1, "Endereço vazio"), z.maxLength(300)),
    }),
    response: z.object({ lat: z.number(), lng: z.number(), label: z.nullable(z.string()) }),
  }),
};

export const docs = {
  health: endpoint({
    method: "GET",
    path: "/api/health",
    access: "public",
    tag: "System",
    summary: "Health check: the server and its database answer",
    response: z.object({ status: z.literal("ok") }),
  }),
  openapi: endpoint({
    method: "GET",
    path: "/api/openapi.json",
    access: "public",
    tag: "Documentation",
    summary: "This API as an OpenAPI 3.1 document",
  }),
  page: endpoint({
    method: "GET",
    path: "/api/docs",
    access: "public",
    tag: "Documentation",
    summary: "A readable page of the OpenAPI document",
  }),
};
