// The signed links of the saved-search e-mails (docs/product.md#saved-searches), signed like the
// upload URLs (src/server/uploads/upload-url.ts) with the server secret: a link names what it
// grants and cannot be altered to grant anything else. Three kinds:
// - confirm: opens one search's double opt-in (an unconfirmed search is deleted after 7 days);
// - stop: ends the searches one alert was for (List-Unsubscribe, RFC 8058), without expiry;
// - manage: shows every search of one address for MANAGE_DAYS.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/server/secret";

export const MANAGE_DAYS = 60;
const DAY_MS = 24 * 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Kind = "confirm" | "stop" | "manage";
const PREFIX: Record<Kind, string> = { confirm: "c", stop: "s", manage: "m" };

function sign(payload: string): string {
  return createHmac("sha256", appSecret()).update(`saved-search:${payload}`).digest("base64url");
}

function seal(kind: Kind, body: string): string {
  const payload = `${PREFIX[kind]}.${body}`;
  return `${payload}.${sign(payload)}`;
}

/** The body of a token of `kind` whose signature holds, or null. */
function open(kind: Kind, token: string): string | null {
  const last = token.lastIndexOf(".");
  if (last < 0 || !token.startsWith(`${PREFIX[kind]}.`)) return null;
  const payload = token.slice(0, last);
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(token.slice(last + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return payload.slice(PREFIX[kind].length + 1);
}

export const confirmToken = (searchId: string) => seal("confirm", searchId);

export function readConfirmToken(token: string): string | null {
  const id = open("confirm", token);
  return id && UUID.test(id) ? id : null;
}

export const stopToken = (searchIds: readonly string[]) => seal("stop", searchIds.join("_"));

export function readStopToken(token: string): string[] | null {
  const ids = open("stop", token)?.split("_");
  return ids?.length && ids.every((id) => UUID.test(id)) ? ids : null;
}

export function manageToken(searchId: string, now = Date.now()): string {
  return seal("manage", `${searchId}.${(now + MANAGE_DAYS * DAY_MS).toString(36)}`);
}

export type ManageCheck = { searchId: string } | { error: "invalid" | "expired" };

export function readManageToken(token: string, now = Date.now()): ManageCheck {
  const [searchId, expiry, ...rest] = open("manage", token)?.split(".") ?? [];
  if (!searchId || !expiry || rest.length || !UUID.test(searchId)) return { error: "invalid" };
  if (Number.parseInt(expiry, 36) < now) return { error: "expired" };
  return { searchId };
}
