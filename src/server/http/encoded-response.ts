import "server-only";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { type Compressed, matchesEtag, preferredEncoding } from "./compression";
import { keepEncodingHeaders } from "./kept-headers";

/** A body (a JSON array, a portal feed) compressed ahead of time, answered many times. */
export interface EncodedJson extends Compressed {
  etag: string;
  /** The JSON's own length in bytes, sent with the rare answer that is not compressed. */
  length: number;
}

const encodings = new WeakMap<object, Promise<EncodedJson>>();

/** Items serialised per chunk: small enough that no chunk holds much, many enough to be quick. */
const ITEMS_PER_CHUNK = 200;

/** The JSON text of `items`, a chunk of items at a time. */
function* jsonChunks(items: readonly unknown[]): Generator<Buffer> {
  for (let start = 0; start < items.length; start += ITEMS_PER_CHUNK) {
    const part = items.slice(start, start + ITEMS_PER_CHUNK).map((item) => JSON.stringify(item));
    yield Buffer.from(`${start === 0 ? "[" : ","}${part.join(",")}`);
  }
  yield Buffer.from(items.length === 0 ? "[]" : "]");
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * An array as JSON, in gzip and Brotli, with a weak ETag of its content (`W/"<name>-<sha1>"`):
 * serialised and compressed once per array, not on every request, so the array must not change
 * (a frozen list replaced when its content changes). At 1,000 listings, compressing the 2.6 MB
 * property list per request held GET /api/properties to about 20 answers a second. The text is
 * made and compressed a chunk at a time and not kept: at 10,000 listings it is 26 MB, which the
 * process held twice over while it was one string and once more as bytes (decision 009). Brotli
 * at quality 5 and gzip at level 6, as compressOnce. Concurrent callers share the one being made.
 */
export function encodeJsonOnce(name: string, items: readonly unknown[]): Promise<EncodedJson> {
  let encoded = encodings.get(items);
  if (!encoded) {
    encoded = (async () => {
      const hash = createHash("sha1");
      let length = 0;
      const compressors = [
        zlib.createGzip(),
        zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      ] as const;
      const outputs = Promise.all(compressors.map(collect));
      for (const chunk of jsonChunks(items)) {
        hash.update(chunk);
        length += chunk.length;
        await Promise.all(
          compressors.map((stream) => (stream.write(chunk) ? undefined : once(stream, "drain"))),
        );
      }
      for (const stream of compressors) stream.end();
      const [gzip, br] = await outputs;
      return { etag: `W/"${name}-${hash.digest("base64url")}"`, gzip, br, length } as EncodedJson;
    })();
    encodings.set(items, encoded);
  }
  return encoded;
}

/**
 * The answer from bytes prepared ahead of time, in the encoding the client prefers, or 304
 * when it already holds this version. Nothing is compressed per request (see kept-headers.ts
 * for how the encoding gets past Next.js); the rare client that takes neither encoding gets the
 * gzip decompressed as it is sent.
 */
export function encodedResponse(
  request: Request,
  encoded: EncodedJson,
  contentType = "application/json",
): Response {
  const headers = new Headers({
    "Content-Type": contentType,
    ETag: encoded.etag,
    Vary: "Accept-Encoding",
  });
  if (matchesEtag(request.headers.get("if-none-match"), encoded.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = preferredEncoding(request.headers.get("accept-encoding") ?? "");
  if (encoding === "identity") {
    const plain = Readable.from([encoded.gzip]).pipe(zlib.createGunzip());
    headers.set("Content-Length", String(encoded.length));
    return new Response(Readable.toWeb(plain) as ReadableStream<Uint8Array>, {
      status: 200,
      headers,
    });
  }
  const body = encoded[encoding];
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  keepEncodingHeaders(headers);
  // A view of the kept bytes, not a copy of them for every answer.
  return new Response(
    new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
    {
      status: 200,
      headers,
    },
  );
}
