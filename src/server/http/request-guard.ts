// What the custom server refuses before anything else reads the request (server.ts): methods it
// does not serve, addresses that cannot be decoded or that hold control characters, and router
// headers Next.js could not parse. Each gets a clear 4xx at once, instead of a 500 from deep
// inside Next.js or a connection left hanging.
import type { IncomingMessage } from "node:http";
// Next.js's own check of the header, so that what passes here is what it accepts.
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";
import { hasControlCharacter } from "./control-characters";

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export interface Refusal {
  status: 400 | 405;
  message: string;
  headers?: Record<string, string>;
}

export function refusal(request: IncomingMessage): Refusal | null {
  if (!ALLOWED_METHODS.includes(request.method ?? "")) {
    return {
      status: 405,
      message: `Method ${request.method} is not allowed`,
      headers: { Allow: ALLOWED_METHODS.join(", ") },
    };
  }
  const url = request.url ?? "";
  if (!url.startsWith("/")) return { status: 400, message: "The request target must be a path" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return { status: 400, message: "The address holds a malformed percent-escape" };
  }
  if (hasControlCharacter(decoded, { lineBreaks: true })) {
    return { status: 400, message: "The address holds control characters" };
  }
  const tree = request.headers["next-router-state-tree"];
  if (tree !== undefined) {
    try {
      parseAndValidateFlightRouterState(tree);
    } catch {
      return { status: 400, message: "Malformed Next-Router-State-Tree header" };
    }
  }
  return null;
}
