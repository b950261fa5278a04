// POST /api/hero-images – the same for the home page's hero image
import { api } from "@/lib/api";
import { ownOrigins, route } from "@/server/http/route";
import { importImage } from "@/server/uploads/import-image";

export const POST = route(api.uploads.heroImage, async ({ body, request }) => ({
  objectPath: await importImage(body.imageURL, ownOrigins(request)),
}));
