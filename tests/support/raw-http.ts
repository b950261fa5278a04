// GET over plain node:http: the bytes exactly as the server sent them (fetch would decode
// them), to check and measure compression; and requests written byte for byte on a socket, for
// what no HTTP client would send.
import http from "node:http";
import net from "node:net";
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
  body?: string | Buffer,
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
    request.end(body);
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

export interface RawExchange {
  status: number;
  /** The status line and headers as received. */
  head: string;
  /** Bytes after the headers (still encoded, maybe chunked). */
  bodyBytes: number;
}

/**
 * A request written byte for byte on a new connection, for what node:http will not send:
 * lowercase or unknown methods, raw control and non-ASCII bytes in the target or the headers.
 * `request` is taken as latin1, one character one byte. It should ask for `Connection: close`:
 * the answer is read until the server closes. Fails when the connection stays silent for 10 s
 * (a server that holds it open) or closes without a status line.
 */
export function rawExchange(port: number, request: string | Buffer): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000);
    socket.on("timeout", () => {
      socket.destroy();
      reject(new Error("no answer in 10 s"));
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // The server may answer and close before it has read all of a request it refuses: what it
    // said still counts, so a reset is only an error when nothing came back.
    const settle = (error?: Error) => {
      const received = Buffer.concat(chunks);
      const headEnd = received.indexOf("\r\n\r\n");
      const head = received.subarray(0, headEnd < 0 ? received.length : headEnd).toString("latin1");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      if (!status) {
        reject(error ?? new Error(`closed without an answer: ${JSON.stringify(head)}`));
        return;
      }
      resolve({ status, head, bodyBytes: headEnd < 0 ? 0 : received.length - headEnd - 4 });
    };
    socket.on("end", () => settle());
    socket.on("error", (error) => settle(error));
    socket.write(typeof request === "string" ? Buffer.from(request, "latin1") : request);
  });
}
