// GET /objects/{id}[?w=width] – a stored image: the original, or the best WebP variant.
// GET /objects/{id}.jpg – the original, under the name the portals want (docs/product.md#portal-feeds).
import { objectStorage, pickVariant, readObjectMeta } from "@/server/uploads/objects";

export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  const { id: name } = await context.params;
  const jpeg = name.endsWith(".jpg");
  const id = jpeg ? name.slice(0, -".jpg".length) : name;
  const meta = await readObjectMeta(id);
  if (!meta) return Response.json({ message: "Image not found" }, { status: 404 });

  const requested = new URL(request.url).searchParams.get("w");
  const width = requested && /^\d{1,5}$/.test(requested) ? Number(requested) : null;
  const variant = width && !jpeg ? pickVariant(meta, width) : null;
  const key = variant ? `${id}/w${variant}.webp` : `${id}/original.jpg`;
  const etag = `"${key.replace("/", "-")}"`;
  const headers = {
    "Content-Type": variant ? "image/webp" : "image/jpeg",
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    // Shown by other sites on purpose: webmail (the auto-replies' photo), portals, previews.
    "Cross-Origin-Resource-Policy": "cross-origin",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag)
    return new Response(null, { status: 304, headers });

  const data = await objectStorage().read(key);
  if (!data) return Response.json({ message: "Image not found" }, { status: 404 });
  return new Response(new Uint8Array(data), { headers });
}
