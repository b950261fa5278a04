// What the custom server refuses before anything else reads the request (server.ts): methods it
// does not serve, addresses that cannot be decoded or that hold control characters, router
// headers Next.js could not parse, and Server Action calls (the site has none). Each gets a
// clear 4xx at once, instead of a 500 or an error in the log from deep inside Next.js, or a
// connection left hanging.
import type { IncomingMessage } from "node:http";
// Next.js's own check of the header, so that what passes here is what it accepts.
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";
import { getIsPossibleServerAction } from "next/dist/server/lib/server-action-request-meta";
import { API_PREFIX } from "../../lib/api/endpoint";
import { hasControlCharacter } from "./control-characters";

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const READ_METHODS = ["GET", "HEAD"];

export interface Refusal {
  /** 204: an OPTIONS request on a page, answered with what it allows. */
  status: 204 | 400 | 405;
  message: string;
  headers?: Record<string, string>;
}

/**
 * `publicEntries`: the names at the top of `public/`, whose files Next.js serves as they are.
 */
export function refusal(
  request: IncomingMessage,
  publicEntries: ReadonlySet<string> = new Set(),
): Refusal | null {
  if (!ALLOWED_METHODS.includes(request.method ?? "")) {
    return {
      status: 405,
      message: `O método ${request.method} não é aceite`,
      headers: { Allow: ALLOWED_METHODS.join(", ") },
    };
  }
  const url = request.url ?? "";
  if (!url.startsWith("/"))
    return { status: 400, message: "O endereço pedido tem de ser um caminho" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return { status: 400, message: "O endereço tem um código de percentagem malformado" };
  }
  if (hasControlCharacter(decoded, { lineBreaks: true })) {
    return { status: 400, message: "O endereço tem caracteres de controlo" };
  }
  // Next.js answers any other method on one of the files it serves (its build's, under
  // /_next/static/, and public/'s) by rendering a /405 page the App Router does not have: a 500.
  // The 405 it meant is given here.
  if (isServedFile(decoded, publicEntries) && !READ_METHODS.includes(request.method ?? "")) {
    return {
      status: 405,
      message: `O método ${request.method} não é aceite num ficheiro`,
      headers: { Allow: READ_METHODS.join(", ") },
    };
  }
  // Pages are read, nothing else: Next.js rendered them for any method (a POST answered 200).
  // Route handlers (the API, stored images) answer their own methods.
  if (isPage(decoded) && !READ_METHODS.includes(request.method ?? "")) {
    const allow = [...READ_METHODS, "OPTIONS"].join(", ");
    return request.method === "OPTIONS"
      ? { status: 204, message: "", headers: { Allow: allow } }
      : {
          status: 405,
          message: `O método ${request.method} não é aceite numa página`,
          headers: { Allow: allow },
        };
  }
  // The site has no Server Actions, yet Next.js takes a POST to a page that carries this header
  // or a form body (multipart or URL-encoded) for one, and logs an error for each it cannot
  // find: a stranger could fill the log with errors. API routes read their own bodies.
  const serverAction =
    request.headers["next-action"] !== undefined ||
    (!url.startsWith(API_PREFIX) && getIsPossibleServerAction(request));
  if (serverAction) return { status: 400, message: "Este site não tem Server Actions" };
  const tree = request.headers["next-router-state-tree"];
  if (tree !== undefined) {
    try {
      parseAndValidateFlightRouterState(tree);
    } catch {
      return { status: 400, message: "Cabeçalho Next-Router-State-Tree malformado" };
    }
  }
  return null;
}

/** Whether this (decoded) address is a page: anything but the API and the stored images. */
function isPage(decoded: string): boolean {
  return !/^\/(api|objects)(\/|\?|$)/.test(decoded);
}

/** Whether Next.js serves this (decoded) address from a file: its build's or public/'s. */
function isServedFile(decoded: string, publicEntries: ReadonlySet<string>): boolean {
  const pathname = decoded.split("?")[0] ?? "";
  return pathname.startsWith("/_next/static/") || publicEntries.has(pathname.split("/")[1] ?? "");
}

// When Next.js's file server must answer 412 or 416 (a precondition that fails, a range past the
// end), Next.js renders a /412 or /416 page the App Router does not have: a 500. For its files
// these headers are dropped, and the answer is the whole file, as a server may always give.
const FILE_CONDITIONS = ["range", "if-range", "if-match", "if-unmodified-since"];

/** Takes from a request for a file the headers Next.js's file server could fail on. */
export function dropFileConditions(
  request: IncomingMessage,
  publicEntries: ReadonlySet<string>,
): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(request.url ?? "");
  } catch {
    return;
  }
  if (!isServedFile(decoded, publicEntries)) return;
  for (const name of FILE_CONDITIONS) delete request.headers[name];
}

/**
 * The whole answer to a CONNECT, written on the socket: Node hands CONNECT to its own event, not
 * to the request handler, and with no listener drops the connection unanswered.
 */
export function connectRefusal(): string {
  const body = "O método CONNECT não é aceite\n";
  return [
    "HTTP/1.1 405 Method Not Allowed",
    `Allow: ${ALLOWED_METHODS.join(", ")}`,
    "Content-Type: text/plain; charset=utf-8",
    "Cache-Control: no-store",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}
