// The HTTP server: Next.js behind Node's http module, so the process can log where it
// listens, and drain requests then close the database on SIGTERM.
import { EventEmitter } from "node:events";
import fs from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import path from "node:path";
import { startVisitCounting } from "./src/server/analytics/visit-front";
import { EnvError, parseEnv } from "./src/server/env";
import { serveBrotliStatic } from "./src/server/http/brotli-static";
import { CLIENT_IP_HEADER } from "./src/server/http/client-ip";
import { HSTS } from "./src/server/http/common-headers";
import { restoreKeptHeaders } from "./src/server/http/kept-headers";
import { connectRefusal, dropFileConditions, refusal } from "./src/server/http/request-guard";
import { loadDotenv } from "./src/server/load-dotenv";
import { createLogger } from "./src/server/log-scrub";
import { PAGE_FILL_HEADER } from "./src/server/page-cache/content-tags";
import { readIslandsManifest } from "./src/server/page-cache/island-page";
import { type PageCache, startPageCache } from "./src/server/page-cache/page-cache";
import { serveFeedFront } from "./src/server/portals/feed-front";

const SHUTDOWN = Symbol.for("casa-lusa.shutdown");
const DRAIN_TIMEOUT_MS = 15_000;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  loadDotenv(dev);
  let config: ReturnType<typeof parseEnv>;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // tsx turns Node's source maps on for the TypeScript it compiles; left on, Node would also read
  // and keep the map of every chunk of the build it loads, about 50 MB of strings for the life of
  // the process (docs/decisions/040). In production, stack traces name the built chunks' lines, as
  // `next start` does.
  if (!dev) process.setSourceMapsEnabled(false);
  // Next reads NODE_ENV when it loads, so it is set before the import.
  (process.env as Record<string, string>).NODE_ENV ??= dev ? "development" : "production";
  const { default: next } = await import("next");
  // The port, not the hostname: Next builds request URLs from it (http://localhost:PORT/…), and a
  // hostname such as 127.0.0.1 would make the proxy's locale rewrite look external.
  // Next.js hooks a WebSocket listener onto the server of the first request it handles (for
  // development's hot reload). In production the site has no WebSockets, and on the real server
  // that listener took every request with an Upgrade header away from the handler below, then
  // closed it unanswered or left it open: there, Next.js gets a stand-in server to hook onto,
  // and such a request is served like any other (a server may ignore Upgrade).
  const app = next({
    dev,
    dir: __dirname,
    port: config.PORT,
    ...(dev ? {} : { httpServer: new EventEmitter() as Server }),
  });
  const handle = app.getRequestHandler();
  const distDir = path.join(__dirname, ".next");
  const publicEntries = new Set(fs.readdirSync(path.join(__dirname, "public")));
  await app.prepare();

  const log = createLogger(config.LOG_LEVEL);
  // Public pages rendered once per version of what they show (docs/decisions/009); not in
  // development, where every change of code must show.
  const pageCache: PageCache | undefined =
    !dev && config.PAGE_CACHE_MB > 0
      ? await startPageCache({
          handle,
          publicPort: config.PORT,
          maxBytes: config.PAGE_CACHE_MB * 2 ** 20,
          islands: readIslandsManifest(distDir),
          onError: (error, url) => log.error({ err: error, url }, "page cache: render failed"),
        })
      : undefined;
  // Public page views, counted privately (docs/decisions/035), those from the cache included.
  const visits = startVisitCounting((error) =>
    log.warn({ err: error }, "visit counting failed; counts not written are kept for the next try"),
  );
  let stopping = false;
  const siteHttps = config.SITE_URL.startsWith("https:");
  const server = createServer((request, response) => {
    const started = performance.now();
    // Whatever the client sent in these headers is replaced by what the socket says, or removed.
    request.headers[CLIENT_IP_HEADER] = clientAddress(request, config.TRUST_PROXY);
    delete request.headers[PAGE_FILL_HEADER];
    // What only a trusted proxy may say: the scheme and host it was asked for. Without one, a
    // client could claim HTTPS (and be given cookies and addresses meant for it) or any host.
    if (!config.TRUST_PROXY) {
      delete request.headers["x-forwarded-proto"];
      delete request.headers["x-forwarded-host"];
    }
    // HTTPS as the public address says, or as a trusted proxy does (HSTS, CSP's upgrade). HSTS is
    // set here so that every answer has it: the refusals below, the compressed build files, and
    // the paths src/proxy.ts never sees (docs/security.md).
    const https = siteHttps || request.headers["x-forwarded-proto"] === "https";
    if (https) response.setHeader("Strict-Transport-Security", HSTS);
    response.on("finish", () => {
      visits.count(request, response);
      log.info({
        method: request.method,
        path: (request.url ?? "").split("?")[0],
        status: response.statusCode,
        ms: Math.round(performance.now() - started),
      });
      // While stopping, a kept-alive connection is closed as soon as its request is answered,
      // so no new request comes in on it and the exit does not wait for the keep-alive timeout.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    try {
      const refused = refusal(request, publicEntries);
      if (refused) {
        response.writeHead(refused.status, {
          ...(refused.status === 204 ? {} : { "Content-Type": "text/plain; charset=utf-8" }),
          "Cache-Control": "no-store",
          // What next.config.ts gives every other answer, since these never reach Next.js.
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
          "Cross-Origin-Resource-Policy": "same-origin",
          ...refused.headers,
        });
        response.end(refused.status === 204 ? undefined : `${refused.message}\n`);
        return;
      }
      dropFileConditions(request, publicEntries);
      if (!dev && serveBrotliStatic(distDir, request, response)) return;
      restoreKeptHeaders(response);
      if (pageCache?.serve(request, response, https)) return;
      const feedFailed = (error: unknown) => log.error({ err: error }, "portal feed failed");
      if (!dev && serveFeedFront(request, response, https, feedFailed)) return;
      handle(request, response);
    } catch (error) {
      // A failure of this file's own code: the request is answered and closed, never left open.
      log.error({ err: error, method: request.method }, "the server failed on a request");
      if (response.headersSent) {
        response.destroy();
      } else {
        response.writeHead(500, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          Connection: "close",
        });
        response.end("Erro interno do servidor\n");
      }
    }
  });
  // Idle kept-alive connections stay open longer than Node's 5 s: a client (or a proxy, whose
  // idle timeout is often 60 s) that reuses a connection just as the server drops it gets a
  // reset instead of an answer. headersTimeout must exceed it.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // CONNECT (a proxy's method) never reaches the handler above: answer it 405 like any other
  // method the site does not serve, rather than close the connection without a word.
  server.on("connect", (_request, socket) => socket.end(connectRefusal()));
  server.on("error", (error) => {
    console.error(`Could not listen on port ${config.PORT}: ${error.message}`);
    process.exit(1);
  });
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  // Next.js runs src/instrumentation.ts (migrations, demo content) on the first request it
  // handles: make that request now, so the database is ready before anyone is told to come.
  const probeHost = ["0.0.0.0", "::"].includes(config.HOST) ? "127.0.0.1" : config.HOST;
  const health = await fetch(`http://${probeHost}:${config.PORT}/api/health`).catch(
    (error: unknown) => error,
  );
  if (!(health instanceof Response) || !health.ok) {
    console.error("The server started but its health check failed:", health);
    process.exit(1);
  }
  const uploads = config.S3_BUCKET
    ? `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ""}`
    : config.uploadsDir;
  const database = config.DATABASE_URL
    ? `PostgreSQL at ${redactUrl(config.DATABASE_URL)}`
    : `PGlite in ${config.pgliteDir}`;
  process.stdout.write(
    `\n  Casa Lusa is listening on http://localhost:${config.PORT} (${dev ? "development" : "production"})\n  Database: ${database}\n  Uploads:  ${uploads}\n\n`,
  );

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal} received: finishing requests in flight, then stopping\n`);
    const force = setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      const closeDatabase = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[
        SHUTDOWN
      ];
      await pageCache?.close();
      await visits.stop();
      await closeDatabase?.().catch(() => undefined);
      await app.close().catch(() => undefined);
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers["x-forwarded-for"];
  if (trustProxy && typeof forwarded === "string") {
    // The proxy appends the address it saw; the last entry is the one we can trust.
    const last = forwarded.split(",").pop()?.trim();
    if (last) return last;
  }
  return request.socket.remoteAddress ?? "unknown";
}

function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
