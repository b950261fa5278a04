import "server-only";
import { LIMITS } from "@/lib/constants";
import { conflict, forbidden } from "@/server/errors";
import { readBody } from "@/server/http/read-body";
import { objectPath, objectStorage, saveProcessedImage } from "./objects";
import { processImage } from "./process-image";
import { checkUploadToken } from "./upload-url";

const TOO_LARGE = "A imagem ultrapassa o máximo de 10 MB";
const TOKEN_ERRORS = {
  invalid: "O URL de carregamento é inválido",
  expired: "O URL de carregamento expirou",
} as const;

/** Stores the file PUT to a signed upload URL, once; the URL's object id becomes its name. */
export async function receiveUpload(token: string, request: Request) {
  const check = checkUploadToken(token, { purpose: "upload" });
  if ("error" in check) throw forbidden(TOKEN_ERRORS[check.error]);
  const storage = objectStorage();
  if (await storage.exists(`${check.id}/meta.json`)) {
    throw conflict("Já foi carregado um ficheiro para este URL");
  }
  const image = await processImage(await readBody(request, LIMITS.imageMaxBytes, TOO_LARGE));
  await saveProcessedImage(image, storage, check.id);
  return { objectPath: objectPath(check.id) };
}
