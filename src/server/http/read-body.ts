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
