// POST /api/objects/upload – a short-lived signed URL to PUT one image to
import { api } from "@/lib/api";
import { ownOrigins, route } from "@/server/http/route";
import { createUploadToken, UPLOAD_PATH } from "@/server/uploads/upload-url";

/**
 * The browser PUTs the file to this URL, so it must be on the origin the page is on: behind a
 * reverse proxy that is the public address (SITE_URL), not the one this process listens on. A
 * browser's own Origin wins when it is one of ours; other callers keep the request's origin.
 */
function callerOrigin(request: Request): string {
  const origin = request.headers.get("origin");
  return origin && ownOrigins(request).includes(origin) ? origin : new URL(request.url).origin;
}

export const POST = route(api.uploads.createUploadUrl, async ({ request }) => {
  const { token } = createUploadToken();
  return { uploadURL: `${callerOrigin(request)}${UPLOAD_PATH}${token}` };
});
