// The portal feeds answered by server.ts itself, in front of Next.js, as the page cache answers
// pages (docs/decisions/029): a portal's fetcher gets the feed kept in memory without the
// framework's routing and middleware in between. The feed's own logic (key, fetch record,
// build) stays in the Next.js bundle, which owns the database, and provides it through
// globalThis at start (src/server/runtime.ts); until then, and in development, Next.js answers.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { COMMON_HEADERS, HSTS } from "@/server/http/common-headers";
import { API_POLICY } from "@/server/http/content-security-policy";
import { isKeptCopy } from "@/server/http/kept-headers";

/** The feeds' folder: /feeds/kyero.xml, /feeds/idealista.json. */
export const FEEDS_PATH = "/feeds/";

type FeedServer = (request: Request) => Promise<Response>;
const SERVER = Symbol.for("casa-lusa.feed-server");

export function provideFeedServer(serve: FeedServer): void {
  (globalThis as Record<symbol, unknown>)[SERVER] = serve;
}

/**
 * Takes a GET or HEAD of a feed and answers it (true), or leaves the request to Next.js (false).
 * `fail` is called when the answer could not be made; the request is answered 500 then.
 */
export function serveFeedFront(
  request: IncomingMessage,
  response: ServerResponse,
  https: boolean,
  fail: (error: unknown) => void,
): boolean {
  const serve = (globalThis as Record<symbol, FeedServer | undefined>)[SERVER];
  const method = request.method ?? "GET";
  if (!serve || !request.url?.startsWith(FEEDS_PATH) || !["GET", "HEAD"].includes(method)) {
    return false;
  }
  answer(serve, request, response, https).catch((error: unknown) => {
    fail(error);
    if (response.headersSent) response.destroy();
    else
      response
        .writeHead(500, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
        })
        .end("Erro interno do servidor\n");
  });
  return true;
}

async function answer(
  serve: FeedServer,
  request: IncomingMessage,
  response: ServerResponse,
  https: boolean,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const feed = await serve(new Request(`http://localhost${request.url}`, { headers }));
  const sent: Record<string, string> = {
    ...Object.fromEntries(COMMON_HEADERS.map(({ key, value }) => [key, value])),
    "Cross-Origin-Resource-Policy": "same-origin",
    "Content-Security-Policy": API_POLICY,
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
    ...Object.fromEntries([...feed.headers].filter(([name]) => !isKeptCopy(name))),
  };
  response.writeHead(feed.status, sent);
  if (!feed.body || request.method === "HEAD") {
    await feed.body?.cancel();
    response.end();
    return;
  }
  await pipeline(Readable.fromWeb(feed.body as import("node:stream/web").ReadableStream), response);
}
