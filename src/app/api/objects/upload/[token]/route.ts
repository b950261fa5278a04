// PUT /api/objects/upload/{token} – the upload URL: receives one image, processes and stores it
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { receiveUpload } from "@/server/uploads/receive-upload";

export const PUT = route(api.uploads.putUpload, ({ params, request }) =>
  receiveUpload(params.token, request),
);
