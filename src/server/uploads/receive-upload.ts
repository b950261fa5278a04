import "server-only";
import { LIMITS } from "@/lib/constants";
import { conflict, forbidden } from "@/server/errors";
import { readBody } from "@/server/http/read-body";
import { objectPath, objectStorage, saveProcessedImage } from "./objects";
import { processImage } from "./process-image";
import { checkUploadToken } from "./upload-url";

const TOO_LARGE = "Image is larger than 10 MB";

/** Stores the file PUT to a signed upload URL, once; the URL's object id becomes its name. */
export async function receiveUpload(token: string, request: Request) {
  const check = checkUploadToken(token, { purpose: "upload" });
  if ("error" in check) throw forbidden(`The upload URL is ${check.error}`);
  const storage = objectStorage();
  if (await storage.exists(`${check.id}/meta.json`)) {
    throw conflict("A file was already uploaded to this URL");
  }
  const image = await processImage(await readBody(request, LIMITS.imageMaxBytes, TOO_LARGE));
  await saveProcessedImage(image, storage, check.id);
  return { objectPath: objectPath(check.id) };
}
