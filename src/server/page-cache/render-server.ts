// Where the page cache has its pages rendered: a second HTTP server on a loopback port, private
// to this process, in front of the same Next.js request handler. A render is an ordinary request
// to it, so Next.js renders exactly as for a visitor (proxy, layouts, not-found pages,
// redirects), but with no visitor's cookies, with the PAGE_FILL_HEADER that keeps the proxy
// from putting a nonce in the page, and inside collectTags, so the tags of what it reads are
// known when the answer ends.
import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { CLIENT_IP_HEADER } from "@/server/http/client-ip";
import { collectTags, PAGE_FILL_HEADER } from "./content-tags";

export interface RenderedAnswer {
  status: number;
  /** Name and value pairs, as Next.js sent them. */
  headers: string[];
  body: Buffer;
  /** What the page read. */
  tags: string[];
}

export interface RenderServer {
  render(url: string, headers: Record<string, string>): Promise<RenderedAnswer>;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const RENDER_TIMEOUT_MS = 30_000;

export async function startRenderServer(
  handle: Handler,
  publicPort: number,
): Promise<RenderServer> {
  const renders = new Map<string, Set<string>>();
  const server = http.createServer((request, response) => {
    const id = request.headers[PAGE_FILL_HEADER];
    const tags = typeof id === "string" ? renders.get(id) : undefined;
    if (!tags) {
      response.writeHead(403).end();
      return;
    }
    request.headers[CLIENT_IP_HEADER] = "127.0.0.1";
    collectTags(tags, () => handle(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const agent = new http.Agent({ keepAlive: true });

  return {
    render(url, headers) {
      const id = randomUUID();
      const tags = new Set<string>();
      renders.set(id, tags);
      return new Promise<RenderedAnswer>((resolve, reject) => {
        const request = http.get(
          {
            host: "127.0.0.1",
            port,
            path: url,
            agent,
            timeout: RENDER_TIMEOUT_MS,
            // Next.js builds the page's own URL from the host: the public one, as for a visitor.
            headers: {
              ...headers,
              host: `localhost:${publicPort}`,
              "accept-encoding": "identity",
              [PAGE_FILL_HEADER]: id,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 500,
                headers: response.rawHeaders,
                body: Buffer.concat(chunks),
                tags: [...tags],
              }),
            );
          },
        );
        request.on("timeout", () => request.destroy(new Error(`rendering ${url} timed out`)));
        request.on("error", reject);
      }).finally(() => renders.delete(id));
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
