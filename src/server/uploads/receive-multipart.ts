import "server-only";
import { LIMITS } from "@/lib/constants";
import { readMultipartFile } from "@/server/http/read-body";
import { storeImage } from "./objects";

/** Stores the image in the multipart field `image` and answers its object path. */
export async function receiveMultipartImage(request: Request): Promise<string> {
  const { file } = await readMultipartFile(
    request,
    "image",
    LIMITS.imageMaxBytes,
    "A imagem ultrapassa o máximo de 10 MB",
    "Não foi enviada nenhuma imagem",
  );
  const stored = await storeImage(Buffer.from(await file.arrayBuffer()));
  return stored.objectPath;
}
