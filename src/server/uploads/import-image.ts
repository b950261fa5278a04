import "server-only";
import { badRequest } from "@/server/errors";
import { fetchRemoteImage } from "./fetch-remote-image";
import { objectIdFromPath, objectPath, readObjectMeta, storeImage } from "./objects";
import { checkUploadToken, uploadTokenFromUrl } from "./upload-url";

/**
 * Turns an `imageURL` into a stored image and answers its object path. The URL is one of
 * ours (an upload URL the file was PUT to, or an object path), read from storage directly;
 * or an external http(s) image, downloaded under the rules of fetchRemoteImage.
 */
export async function importImage(imageURL: string, ownOrigins: string[]): Promise<string> {
  const token = uploadTokenFromUrl(imageURL, ownOrigins);
  if (token) {
    const check = checkUploadToken(token, { purpose: "claim" });
    if ("error" in check) throw badRequest("O URL de carregamento é inválido ou expirou");
    if (!(await readObjectMeta(check.id)))
      throw badRequest("Não foi carregado nenhum ficheiro para este URL");
    return objectPath(check.id);
  }
  const existing = objectIdFromPath(imageURL);
  if (existing) {
    if (!(await readObjectMeta(existing)))
      throw badRequest("Não há nenhuma imagem guardada com este caminho");
    return objectPath(existing);
  }
  const stored = await storeImage(await fetchRemoteImage(imageURL));
  return stored.objectPath;
}
