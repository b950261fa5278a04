// The one wrapper every API route handler goes through: origin check, session, rate limit,
// parsing of path, query and body with the endpoint's schemas, error mapping. A handler only
// calls a domain function and returns its result.
import "server-only";
import { createHash } from "node:crypto";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import type { Endpoint } from "@/lib/api/endpoint";
import { searchParamsRecord } from "@/lib/search-params";
import { type AuditNote, isStaffWrite, recordStaffWrite } from "@/server/audit/staff-writes";
import { readSessionToken } from "@/server/auth/session-cookie";
import { findSession, pendingStepError, type Session } from "@/server/auth/sessions";
import { requireAdministrator } from "@/server/auth/staff-scope";
import { env } from "@/server/env";
import { AppError, type Issue, tooManyRequests, unauthorized } from "@/server/errors";
import { logger } from "@/server/logger";
import { clientIp } from "./client-ip";
import { controlCharacterPath } from "./control-characters";
import { isSameOrigin } from "./origin";
import { consume } from "./rate-limit";
import { readJson } from "./read-body";

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

export interface RouteContext<E extends Endpoint> {
  request: Request;
  params: Output<E["params"]>;
  query: Output<E["query"]>;
  body: Output<E["body"]>;
  /** Always present on staff and admin endpoints. */
  session: E["access"] extends "staff" | "admin" ? Session : Session | null;
  ip: string;
  /** What the handler adds to the audit log's entry of a staff write (staff-writes.ts). */
  audit: AuditNote;
}

type NextContext = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = (request: Request, context: NextContext) => Promise<Response>;

export const ENDPOINT = Symbol.for("casa-lusa.endpoint");

export function route<E extends Endpoint>(
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<unknown>,
): RouteHandler {
  const wrapped: RouteHandler = async (request, context) => {
    // No API answer is kept by a browser or a shared cache: some depend on the session (staff
    // see inactive consultants and testimonials), and staff must see their own writes at once
    // (docs/decisions/009). Vary: Cookie says so to any cache that would keep one anyway.
    const headers = new Headers({ "Cache-Control": "no-store", Vary: "Cookie" });
    try {
      const result = await run(endpoint, handler, request, context);
      if (result instanceof Response) {
        headers.forEach((value, key) => {
          const own = key === "vary" ? result.headers.get("vary") : null;
          result.headers.set(key, own ? `${own}, ${value}` : value);
        });
        return result;
      }
      if (result === undefined) return new Response(null, { status: 204, headers });
      return jsonResponse(request, result, endpoint.status ?? 200, headers);
    } catch (error) {
      // Next.js signals some things (dynamic rendering, notFound) by throwing: let them pass.
      unstable_rethrow(error);
      return errorResponse(error, headers, request);
    }
  };
  return Object.assign(wrapped, { [ENDPOINT]: endpoint });
}

async function run<E extends Endpoint>(
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<unknown>,
  request: Request,
  context: NextContext,
): Promise<unknown> {
  const signedInOnly = endpoint.access !== "public";
  const usesSession = signedInOnly || endpoint.sameOriginOnly;
  if (usesSession && !isSameOrigin(request)) {
    throw new AppError(403, "Pedido recusado: não veio de uma página deste site.");
  }

  const token = readSessionToken(request);
  const session = token ? await findSession(token) : null;
  if (signedInOnly && !session) {
    throw unauthorized();
  }
  if (signedInOnly && session?.pending && !endpoint.allowPending) {
    throw pendingStepError(session.pending);
  }
  if (endpoint.access === "admin" && session) requireAdministrator(session);

  const ip = clientIp(request);
  if (endpoint.formRateLimit) {
    const verdict = await consume({
      [`forms:${ip}`]: { limit: env().FORM_RATE_LIMIT, windowMs: 10 * 60_000 },
    });
    if (!verdict.allowed) {
      throw tooManyRequests(
        "Demasiados pedidos deste endereço. Tente novamente mais tarde.",
        verdict.retryAfterSeconds,
      );
    }
  }

  const params = endpoint.params
    ? z.safeParse(endpoint.params, await context.params)
    : { success: true as const, data: undefined };
  if (!params.success) throw new AppError(404, "Não encontrado");

  const sentQuery = searchParamsRecord(new URL(request.url).searchParams);
  const query = parse(endpoint.query ?? NO_QUERY, sentQuery, "Parâmetros do endereço inválidos");
  const sentBody = endpoint.body ? await readJson(request) : undefined;
  const body = endpoint.body
    ? parse(endpoint.body, sentBody, "Dados do pedido inválidos")
    : undefined;

  const audit: AuditNote = {};
  const result = await handler({
    request,
    params: params.data,
    query: endpoint.query ? query : undefined,
    body,
    session,
    ip,
    audit,
  } as RouteContext<E>);
  // Every staff write, present or future, is recorded here (docs/decisions/027).
  if (session && isStaffWrite(endpoint)) {
    await recordStaffWrite({
      endpoint,
      session,
      ip,
      params: params.data,
      // The fields as sent: a default the schema filled in was not the caller's doing.
      query: sentQuery,
      body: sentBody,
      result,
      note: audit,
    });
  }
  return result;
}

// A call that takes no query still parses one: any key is unknown, so the answer is 400, the
// same as an unknown body field.
const NO_QUERY = z.strictObject({});

/**
 * A JSON answer; GET answers carry an ETag of their body, and a client that already holds that
 * body (If-None-Match) gets 304 without it.
 */
function jsonResponse(request: Request, result: unknown, status: number, headers: Headers) {
  const body = JSON.stringify(result);
  headers.set("Content-Type", "application/json");
  if (request.method === "GET" && status === 200) {
    const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.set("ETag", etag);
    const cached = request.headers.get("if-none-match");
    if (cached?.split(",").some((tag) => tag.trim() === etag)) {
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(body, { status, headers });
}

function parse<S extends z.core.$ZodType>(schema: S, input: unknown, refusal: string): z.output<S> {
  const controlAt = controlCharacterPath(input);
  if (controlAt) {
    throw new AppError(400, refusal, [
      {
        path: controlAt,
        message: "Contém caracteres de controlo não permitidos",
        code: "invalid_format",
        format: "control_characters",
      },
    ]);
  }
  const result = z.safeParse(schema, input);
  if (!result.success) {
    throw new AppError(400, refusal, result.error.issues.map(apiIssue));
  }
  return result.data;
}

/** A schema's issue as the answer tells it: zod's kind along with the staff's message. */
function apiIssue(issue: z.core.$ZodIssue): Issue {
  return {
    path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
    message: issue.message,
    code: issue.code,
    ...("origin" in issue && typeof issue.origin === "string" ? { origin: issue.origin } : {}),
    ...("maximum" in issue ? { maximum: Number(issue.maximum) } : {}),
    ...("format" in issue ? { format: issue.format } : {}),
  };
}

function errorResponse(error: unknown, headers: Headers, request: Request): Response {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) headers.set("Retry-After", String(error.retryAfterSeconds));
    const body = {
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.issues.length ? { issues: error.issues } : {}),
    };
    return Response.json(body, { status: error.status, headers });
  }
  logger().error(
    { err: error, method: request.method, path: new URL(request.url).pathname },
    "unhandled error in an API route",
  );
  return Response.json(
    { message: "Erro interno do servidor. Tente novamente." },
    { status: 500, headers },
  );
}

/** The origins this site answers on: the request's own and the configured public one. */
export function ownOrigins(request: Request): string[] {
  return [...new Set([new URL(request.url).origin, new URL(env().SITE_URL).origin])];
}

/** The endpoint a route handler was made for (tests and the OpenAPI document read it). */
export function endpointOf(handler: unknown): Endpoint | undefined {
  return (handler as { [ENDPOINT]?: Endpoint } | undefined)?.[ENDPOINT];
}
