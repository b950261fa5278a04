// POST /api/property-images – turn an uploaded file or a pasted image URL into a stored image
import { api } from "@/lib/api";
import { ownOrigins, route } from "@/server/http/route";
import { importImage } from "@/server/uploads/import-image";

export const POST = route(api.uploads.propertyImage, async ({ body, request }) => ({
  objectPath: await importImage(body.imageURL, ownOrigins(request)),
}));
