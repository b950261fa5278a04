// POST /api/objects/upload – a short-lived signed URL to PUT one image to
import { env } from "@/server/env";
import { api } from "@/server/http/api";
import { route } from "@/server/http/route";
import { createUploadToken, UPLOAD_PATH } from "@/server/uploads/upload-url";

// The public address, not request.url: behind the custom server (and any proxy) Next sees
// its own default host, and the browser's PUT to that address is blocked (CSP, wrong host).
export const POST = route(api.uploads.createUploadUrl, async () => {
  const { token } = createUploadToken();
  return { uploadURL: `${new URL(env().SITE_URL).origin}${UPLOAD_PATH}${token}` };
});
