import "server-only";
import { createHash } from "node:crypto";
import { type Compressed, compressOnce, matchesEtag, preferredEncoding } from "./compression";
import { keepEncodingHeaders } from "./kept-headers";

/** A JSON body serialised and compressed ahead of time, answered many times. */
export interface EncodedJson extends Compressed {
  etag: string;
  identity: Buffer;
}

const encodings = new WeakMap<object, Promise<EncodedJson>>();

/**
 * A value as JSON bytes, gzip and Brotli, with a weak ETag of its content (`W/"<name>-<sha1>"`):
 * serialised and compressed once per value, not on every request, so the value must not change
 * (a frozen list replaced when its content changes). At 1,000 listings, compressing the 2.6 MB
 * property list per request held GET /api/properties to about 20 answers a second. Concurrent
 * callers share the one being made.
 */
export function encodeJsonOnce(name: string, value: object): Promise<EncodedJson> {
  let encoded = encodings.get(value);
  if (!encoded) {
    encoded = (async () => {
      const identity = Buffer.from(JSON.stringify(value));
      const digest = createHash("sha1").update(identity).digest("base64url");
      return { etag: `W/"${name}-${digest}"`, identity, ...(await compressOnce(identity)) };
    })();
    encodings.set(value, encoded);
  }
  return encoded;
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
