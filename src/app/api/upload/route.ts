// POST /api/upload – one image as multipart field "image" (consultant photos)
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { receiveMultipartImage } from "@/server/uploads/receive-multipart";

export const POST = route(api.uploads.multipart, async ({ request }) => ({
  url: await receiveMultipartImage(request),
}));
