// Bodies compressed once and answered many times (the property list, cached pages): Brotli and
// gzip of a body, and which of them a client takes. Shared by server.ts and the Next.js bundle.
import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

export interface Compressed {
  gzip: Buffer;
  br: Buffer;
}

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

/**
 * Brotli with the smallest window that holds the whole body (2^10 to 2^24 bytes) rather than
 * the default 4 MB: output of the same size (only its header differs), and an encoder of a few
 * MB instead of tens at quality 11, which each of libuv's threads would otherwise keep in its
 * own allocator arena for the life of the process (docs/decisions/040).
 */
function brotliOptions(body: Buffer, quality: number): zlib.BrotliOptions {
  const window = Math.min(24, Math.max(10, Math.ceil(Math.log2(body.length + 1))));
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

const brotli = (body: Buffer, quality: number) =>
  brotliCompress(body, brotliOptions(body, quality));

/** Up to this size, both encodings are made on the main thread (a page: a few milliseconds). */
const SMALL_BODY = 512 * 1024;

/**
 * Both encodings: a page's on the main thread, where its buffers come from the main allocator
 * arena (docs/decisions/040), a larger body's off it. Brotli at quality 5: on the 26 MB list of
 * 10,000 listings, 80 ms and 4% larger than quality 8 (280 ms); on a 170 KB page, 2.4 ms and
 * 11% larger than quality 11 (105 ms). gzip at its default level 6.
 */
export async function compressOnce(body: Buffer): Promise<Compressed> {
  if (body.length <= SMALL_BODY) {
    return { gzip: zlib.gzipSync(body), br: zlib.brotliCompressSync(body, brotliOptions(body, 5)) };
  }
  const [gzipped, brotlied] = await Promise.all([gzip(body), brotli(body, 5)]);
  return { gzip: gzipped, br: brotlied };
}

/** The recompressions waiting, run one at a time: see `compressDensest`. */
let densestQueue: Promise<unknown> = Promise.resolve();
let densestWaiting = 0;
/** More than this waiting (a crawler asking for thousands of list URLs), a page is left as is. */
export const DENSEST_WAITING_MAX = 16;

/**
 * Brotli at its best quality (11), for a page kept to be answered many times: a detail page's
 * HTML came to 13.5 KB instead of 15.2 KB at quality 5, within the 14.6 KB a new connection
 * delivers in its first round trip (ten TCP segments), but in 60-120 ms instead of 4 ms. So the
 * page is first answered at quality 5 and this runs after, one body at a time: a burst of
 * renders after an edit then takes one of libuv's four threads, not all of them, from the file
 * system, the password hashes and the other compressions. Undefined when too many are waiting:
 * their bodies would be held in memory faster than they are compressed.
 */
export function compressDensest(body: Buffer): Promise<Buffer | undefined> {
  if (densestWaiting >= DENSEST_WAITING_MAX) return Promise.resolve(undefined);
  densestWaiting++;
  const densest = densestQueue
    .then(() => brotli(body, 11))
    .finally(() => {
      densestWaiting--;
    });
  densestQueue = densest.catch(() => undefined);
  return densest;
}

/** Brotli, else gzip, when the client accepts it (a q-value of 0 refuses); else identity. */
export function preferredEncoding(acceptEncoding: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const)
    .filter((name) => weight(name) > 0)
    .sort((a, b) => weight(b) - weight(a))[0];
  return best ?? "identity";
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
