// POST /api/objects/upload – a short-lived signed URL to PUT one image to
import { api } from "@/server/http/api";
import { route } from "@/server/http/route";
import { createUploadToken, UPLOAD_PATH } from "@/server/uploads/upload-url";

export const POST = route(api.uploads.createUploadUrl, async ({ request }) => {
  const { token } = createUploadToken();
  return { uploadURL: `${new URL(request.url).origin}${UPLOAD_PATH}${token}` };
});
