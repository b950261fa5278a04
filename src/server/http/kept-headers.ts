// Next.js drops Content-Encoding and Content-Length from what a route handler answers (the body
// of a fetch may have been decoded already) and then compresses the body itself, on every
// request. An answer compressed ahead of time also sends them under these names; server.ts
// turns them back into the real headers as Next writes them, and Next's compression then
// leaves the body alone ("already encoded").
import type { ServerResponse } from "node:http";

const KEPT: Record<string, string> = {
  "x-kept-content-encoding": "content-encoding",
  "x-kept-content-length": "content-length",
};

/** Adds the copies Next.js lets through of the answer's Content-Encoding and Content-Length. */
export function keepEncodingHeaders(headers: Headers): void {
  for (const [kept, real] of Object.entries(KEPT)) {
    const value = headers.get(real);
    if (value !== null) headers.set(kept, value);
  }
}

/** Whether a header is one of those copies (which an answer made outside Next.js leaves out). */
export const isKeptCopy = (name: string) => name.toLowerCase() in KEPT;

/** Makes `response` write each kept header under its real name. */
export function restoreKeptHeaders(response: ServerResponse): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(KEPT[name.toLowerCase()] ?? name, value)) as ServerResponse["setHeader"];
}
