import "server-only";
import { type Compressed, compressOnce, matchesEtag, preferredEncoding } from "./compression";
import { keepEncodingHeaders } from "./kept-headers";

/** A JSON body serialised and compressed ahead of time, answered many times. */
export interface EncodedJson extends Compressed {
  etag: string;
  identity: Buffer;
}

/** Serialises and compresses once; the ETag is worked out from the serialised bytes. */
export async function encodeJson(
  value: unknown,
  etagOf: (json: Buffer) => string,
): Promise<EncodedJson> {
  const identity = Buffer.from(JSON.stringify(value));
  return { etag: etagOf(identity), identity, ...(await compressOnce(identity)) };
}

/**
 * The answer from bytes prepared ahead of time, in the encoding the client prefers, or 304
 * when it already holds this version. Nothing is compressed per request (see kept-headers.ts
 * for how the encoding gets past Next.js).
 */
export function encodedResponse(request: Request, encoded: EncodedJson): Response {
  const headers = new Headers({
    "Content-Type": "application/json",
    ETag: encoded.etag,
    Vary: "Accept-Encoding",
  });
  if (matchesEtag(request.headers.get("if-none-match"), encoded.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = preferredEncoding(request.headers.get("accept-encoding") ?? "");
  const body = encoded[encoding];
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  keepEncodingHeaders(headers);
  return new Response(new Uint8Array(body), { status: 200, headers });
}
