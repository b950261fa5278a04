// An in-process HTTP client for the API tests: builds a Request, finds the route file, calls
// its exported handler and reads the Response.
import { hashPassword } from "@/server/auth/password";
import { db } from "@/server/db/client";
import { consultants, users } from "@/server/db/schema";
import { CLIENT_IP_HEADER } from "@/server/http/client-ip";
import { consultantPayload } from "./payloads";
import { type HttpMethod, matchRoute } from "./routes";

export const BASE_URL = "http://localhost:3000";

export interface CallOptions {
  json?: unknown;
  /** A raw body (sent as is, with `contentType`). */
  body?: BodyInit;
  contentType?: string;
  cookie?: string;
  origin?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The body as sent, still in its Content-Encoding. */
  bytes: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  json: any;
}

export async function call(
  method: HttpMethod,
  url: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const parsed = new URL(url, BASE_URL);
  const headers = new Headers(options.headers);
  headers.set(CLIENT_IP_HEADER, options.ip ?? "203.0.113.7");
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.origin) headers.set("origin", options.origin);
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("content-type", "application/json");
  } else if (options.contentType) {
    headers.set("content-type", options.contentType);
  }
  // A streamed body (no declared length) needs the half-duplex flag.
  const request = new Request(parsed, { method, headers, body, duplex: "half" } as RequestInit);

  const match = matchRoute(parsed.pathname);
  if (!match) return result(new Response(null, { status: 404 }));
  const module = (await import(match.route.file)) as Record<string, unknown>;
  const handler = module[method] as
    | ((
        request: Request,
        context: { params: Promise<Record<string, string>> },
      ) => Promise<Response>)
    | undefined;
  if (!handler) return result(new Response(null, { status: 405 }));
  return result(await handler(request, { params: Promise.resolve(match.params) }));
}

async function result(response: Response): Promise<CallResult> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString("utf8");
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, bytes, json };
}

export const ADMIN = { email: "admin@example.pt", password: "correct-horse-battery" };

const hashes = new Map<string, Promise<string>>();
/**
 * The stored hash of a test password, made once per worker: argon2 spends tens of milliseconds
 * on each hash by design, and a run signs in a thousand times. Signing in still verifies it.
 */
export function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Creates a staff account and signs it in through the real login route; returns the cookie. */
export async function signIn(account = ADMIN): Promise<string> {
  await db()
    .insert(users)
    .values({
      email: account.email,
      name: "Admin",
      passwordHash: await testPasswordHash(account.password),
    })
    .onConflictDoNothing();
  const response = await call("POST", "/api/auth/login", { json: account });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  const setCookie = response.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

export const CONSULTANT = { email: "consultor@example.pt", password: "quiet-Lisbon-tram-28" };

export interface SignedInConsultant {
  cookie: string;
  userId: string;
  consultantId: string;
}

/**
 * A consultant's account linked to a new consultant profile, signed in through the real login
 * route (another e-mail and profile give a second consultant).
 */
export async function signInConsultant(account = CONSULTANT): Promise<SignedInConsultant> {
  const [consultant] = await db()
    .insert(consultants)
    .values(consultantPayload({ name: account.email, email: account.email }) as never)
    .returning({ id: consultants.id });
  if (!consultant) throw new Error("no consultant");
  const [user] = await db()
    .insert(users)
    .values({
      email: account.email,
      name: "Consultor",
      role: "Consultor",
      access: "consultant",
      consultantId: consultant.id,
      passwordHash: await testPasswordHash(account.password),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  const cookie = await signIn(account);
  return { cookie, userId: user.id, consultantId: consultant.id };
}
