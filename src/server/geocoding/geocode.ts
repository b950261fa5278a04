import "server-only";
import { z } from "zod";
import { env } from "@/server/env";
import { AppError, notFound } from "@/server/errors";

const resultSchema = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string().optional() }),
);

export interface GeocodeResult {
  lat: number;
  lng: number;
  label: string | null;
}

/**
 * Looks an address up with the Nominatim-style service of GEOCODER_URL (q, format json, limit
 * 1; the first result's lat and lon; docs/product.md#geocoding-service). The admin asks through
 * our server, so the browser needs no third-party access and the service sees one
 * well-identified client.
 */
export async function geocode(address: string): Promise<GeocodeResult> {
  const url = new URL("search", `${env().GEOCODER_URL.replace(/\/?$/, "/")}`);
  url.searchParams.set("q", address);
  url.searchParams.set("format", "json");
  url.searchParams.set("limit", "1");
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { "user-agent": "CasaLusa/1.0 (admin geocoding)", accept: "application/json" },
      signal: AbortSignal.timeout(8000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch {
    throw new AppError(502, "O serviço de pesquisa de coordenadas não respondeu");
  }
  const parsed = resultSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError(502, "O serviço de pesquisa de coordenadas deu uma resposta inesperada");
  }
  const first = parsed.data[0];
  if (!first || !Number.isFinite(first.lat) || !Number.isFinite(first.lon)) {
    throw notFound("Endereço não encontrado");
  }
  return { lat: first.lat, lng: first.lon, label: first.display_name ?? null };
}
