// GET /feeds/kyero.xml?key=… and /feeds/idealista.json?key=… – the portal feeds
// (docs/product.md#portal-feeds). Anyone holding the key may fetch them; without it, 404.
import type { Portal } from "@/lib/constants";
import { clientIp } from "@/server/http/client-ip";
import { serveFeed } from "@/server/portals/serve-feed";

const FILES: Record<string, Portal> = { "kyero.xml": "kyero", "idealista.json": "idealista" };

export async function GET(request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  const portal = FILES[file];
  if (!portal) return new Response(null, { status: 404 });
  return serveFeed(portal, request, clientIp(request));
}
