import "server-only";
import { LIMITS } from "@/lib/constants";
import { badRequest, payloadTooLarge } from "@/server/errors";
import { readBody, requireContentType } from "@/server/http/read-body";
import { storeImage } from "./objects";

/** Room for the multipart boundaries and headers around a 10 MB file. */
const ENVELOPE_BYTES = 64 * 1024;

/** Stores the image in the multipart field `image` and answers its object path. */
export async function receiveMultipartImage(request: Request): Promise<string> {
  const type = request.headers.get("content-type") ?? "";
  requireContentType(request, /^multipart\/form-data;\s*boundary=/i, "multipart/form-data");
  const body = await readBody(
    request,
    LIMITS.imageMaxBytes + ENVELOPE_BYTES,
    "A imagem ultrapassa o máximo de 10 MB",
  );
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw badRequest("Não foi possível ler o ficheiro enviado");
  }
  const file = form.get("image");
  if (!(file instanceof File)) {
    throw badRequest("Não foi enviada nenhuma imagem", [
      { path: ["image"], message: "Campo obrigatório" },
    ]);
  }
  if (file.size > LIMITS.imageMaxBytes) {
    throw payloadTooLarge("A imagem ultrapassa o máximo de 10 MB");
  }
  const stored = await storeImage(Buffer.from(await file.arrayBuffer()));
  return stored.objectPath;
}
