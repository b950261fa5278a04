// Reads request bodies without trusting their declared size.
import "server-only";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "@/server/errors";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth";

export const MAX_JSON_BYTES = 1_048_576;

/** The whole body, refused with 413 as soon as it grows past `maxBytes`. */
export async function readBody(
  request: Request,
  maxBytes: number,
  tooLarge = "Request body is larger than 1 MB",
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
    throw unsupportedMediaType(`Content-Type must be ${expected}`);
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
    throw badRequest("Request body is not valid UTF-8");
  }
  if (nestsDeeperThan(text)) {
    throw badRequest(`Request body nests arrays or objects more than ${MAX_JSON_DEPTH} deep`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Request body is not valid JSON");
  }
}
