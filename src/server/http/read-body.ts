// Reads request bodies without trusting their declared size.
import "server-only";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "@/server/errors";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth";

export const MAX_JSON_BYTES = 1_048_576;

/** The whole body, refused with 413 as soon as it grows past `maxBytes`. */
export async function readBody(
  request: Request,
  maxBytes: number,
  tooLarge = "O pedido ultrapassa o máximo de 1 MB",
): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw payloadTooLarge(tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function requireContentType(request: Request, pattern: RegExp, expected: string): void {
  if (!pattern.test(request.headers.get("content-type") ?? "")) {
    throw unsupportedMediaType(`O Content-Type tem de ser ${expected}`);
  }
}

/**
 * The body as JSON. The cheap checks come first: type, size, encoding, then nesting (one pass,
 * no recursion), so that a hostile body costs no more than an ordinary bad one.
 */
export async function readJson(request: Request): Promise<unknown> {
  requireContentType(request, /^application\/json\s*(;|$)/i, "application/json");
  const bytes = await readBody(request, MAX_JSON_BYTES);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("O pedido não está em UTF-8 válido");
  }
  if (nestsDeeperThan(text)) {
    throw badRequest(
      `O pedido tem listas ou objetos encaixados a mais de ${MAX_JSON_DEPTH} níveis de profundidade`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("O pedido não é JSON válido");
  }
}

/** Room for the multipart boundaries and headers around a file. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * A multipart form (at most `maxBytes` of file) and its file field `field`: 415 for another
 * Content-Type, 413 past the limit, 400 when the form cannot be read or holds no such file.
 */
export async function readMultipartFile(
  request: Request,
  field: string,
  maxBytes: number,
  tooLarge: string,
  missing: string,
): Promise<{ file: File; form: FormData }> {
  const type = request.headers.get("content-type") ?? "";
  requireContentType(request, /^multipart\/form-data;\s*boundary=/i, "multipart/form-data");
  const body = await readBody(request, maxBytes + ENVELOPE_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw badRequest("Não foi possível ler o ficheiro enviado");
  }
  const file = form.get(field);
  if (!(file instanceof File)) {
    throw badRequest(missing, [{ path: [field], message: "Campo obrigatório" }]);
  }
  if (file.size > maxBytes) throw payloadTooLarge(tooLarge);
  return { file, form };
}
