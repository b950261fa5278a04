// GET over plain node:http: the bytes exactly as the server sent them (fetch would decode
// them), to check and measure compression.
import http from "node:http";
import zlib from "node:zlib";

/** What Chromium sends on every request. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received, still encoded. */
  body: Buffer;
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return rawRequest("GET", url, headers);
}

/**
 * One request as given: any method, the path's escapes untouched, the headers as they are. Fails
 * when no answer has come within 10 s (a server that holds a connection open).
 */
export function rawRequest(
  method: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => {
      request.destroy();
      reject(new Error(`${method} ${url}: no answer in 10 s`));
    });
    request.on("error", reject);
    request.end();
  });
}

/** A body decoded once, as its Content-Encoding says. */
export function decodeBody(body: Buffer, contentEncoding?: string | null): Buffer {
  switch (contentEncoding ?? "identity") {
    case "identity":
      return body;
    case "br":
      return zlib.brotliDecompressSync(body);
    case "gzip":
      return zlib.gunzipSync(body);
    default:
      throw new Error(`unexpected Content-Encoding ${contentEncoding}`);
  }
}

/** The answer's body decoded once. */
export const decodedBody = (answer: RawAnswer) =>
  decodeBody(answer.body, answer.headers["content-encoding"]);
