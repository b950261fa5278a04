// GET /feeds/kyero.xml?key=… and /feeds/idealista.json?key=… – the portal feeds
// (docs/product.md#portal-feeds). Anyone holding the key may fetch them; without it, 404.
// In production server.ts answers them before Next.js (src/server/portals/feed-front.ts).
import { serveFeed } from "@/server/portals/serve-feed";

export const GET = (request: Request) => serveFeed(request);
