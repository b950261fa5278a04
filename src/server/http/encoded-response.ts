import "server-only";
import type { EncodedList } from "@/server/properties/list-properties";

/**
 * A JSON answer from bytes serialised ahead of time, or 304 when the client already holds
 * this version. (Next.js compresses it on the way out.)
 */
export function encodedResponse(request: Request, encoded: EncodedList): Response {
  const headers = new Headers({ "Content-Type": "application/json", ETag: encoded.etag });
  const cached = request.headers.get("if-none-match");
  if (cached?.split(",").some((tag) => tag.trim() === encoded.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(encoded.json), { status: 200, headers });
}
