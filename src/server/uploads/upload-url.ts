// Signed upload URLs (POST /api/objects/upload, then PUT the file there;
// docs/product.md#calls-images). The URL names one object id and an expiry, signed with the server
// secret, like a presigned URL of an object store: it cannot be altered, reused for another object,
// or used late.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/server/secret";
import { newObjectId, OBJECT_ID } from "./objects";

export const UPLOAD_PATH = "/api/objects/upload/";
export const UPLOAD_TTL_MS = 5 * 60_000;
/** How long after its expiry an uploaded file may still be claimed by the form. */
const CLAIM_GRACE_MS = 24 * 60 * 60_000;

function sign(payload: string): string {
  return createHmac("sha256", appSecret()).update(payload).digest("base64url");
}

export function createUploadToken(now = Date.now()): { id: string; token: string } {
  const id = newObjectId();
  const payload = `${id}.${(now + UPLOAD_TTL_MS).toString(36)}`;
  return { id, token: `${payload}.${sign(payload)}` };
}

export type TokenCheck = { id: string } | { error: "invalid" | "expired" };

/** The object id a token grants, if its signature holds and it has not expired. */
export function checkUploadToken(
  token: string,
  options: { now?: number; purpose: "upload" | "claim" },
): TokenCheck {
  const [id, expiry, signature, ...rest] = token.split(".");
  if (!id || !expiry || !signature || rest.length || !OBJECT_ID.test(id))
    return { error: "invalid" };
  const expected = Buffer.from(sign(`${id}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { error: "invalid" };
  }
  const grace = options.purpose === "claim" ? CLAIM_GRACE_MS : 0;
  if (Number.parseInt(expiry, 36) + grace < (options.now ?? Date.now()))
    return { error: "expired" };
  return { id };
}

/** The token inside one of our upload URLs, or null when the URL is not one. */
export function uploadTokenFromUrl(value: string, ownOrigins: string[]): string | null {
  let url: URL;
  try {
    url = new URL(value, ownOrigins[0]);
  } catch {
    return null;
  }
  if (!ownOrigins.includes(url.origin) || !url.pathname.startsWith(UPLOAD_PATH)) return null;
  return url.pathname.slice(UPLOAD_PATH.length) || null;
}
