// What an API call is: method, path, who may make it, and the schemas of what it takes and
// answers. The route handlers, the OpenAPI document, the access tests and the browser's client
// (client.ts) read the same list (index.ts), so the two sides cannot disagree.
import type * as z from "zod/mini";

/** The prefix of every API path (robots.txt keeps crawlers out of it). */
export const API_PREFIX = "/api/";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const ENDPOINT_ACCESS = ["public", "staff", "admin"] as const;
export type EndpointAccess = (typeof ENDPOINT_ACCESS)[number];

export interface Endpoint {
  method: Method;
  /** OpenAPI form: /api/properties/{id} */
  path: string;
  /**
   * Who may call it: "public" is open (a session, if any, is still read); "staff" needs a
   * signed-in account, administrator or consultant (the domain function then scopes what a
   * consultant reaches); "admin" needs an administrator's account (docs/security.md#staff-rights).
   */
  access: EndpointAccess;
  summary: string;
  tag: string;
  /** Path parameters; a value the schema refuses means the resource does not exist (404). */
  params?: z.core.$ZodType;
  /** Query parameters (a strict object); without it the call takes none, and any is a 400. */
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** Raw bodies (uploads): the handler reads the request itself. */
  rawBody?: { contentTypes: string[]; description: string };
  response?: z.core.$ZodType;
  /** Success status: 200 by default, 204 when there is no response schema. */
  status?: number;
  /** Counts each call against the per-address limit of public forms. */
  formRateLimit?: boolean;
  /** Refuse cross-site callers even on a public call (login, logout). */
  sameOriginOnly?: boolean;
  /**
   * Open to a session whose user must first change their password or enrol a second factor
   * (every other staff call answers 403 until they have).
   */
  allowPending?: boolean;
}

export const defineEndpoint = <E extends Endpoint>(endpoint: E): E => endpoint;

/**
 * One thing wrong with a call's input, in the `issues` of a 400 answer: where it is, the
 * message for staff (Portuguese), and for a schema's issue zod's words for its kind (`code`,
 * with `origin` and `maximum` for a limit passed, `format` for a malformed text), so that a
 * public form can say it in the visitor's language (src/lib/forms/check-form.ts).
 */
export interface ApiIssue {
  path: (string | number)[];
  message: string;
  code?: string;
  origin?: string;
  maximum?: number;
  format?: string;
}

type Part<E, K extends "params" | "query" | "body"> = E extends {
  [key in K]: infer S extends z.core.$ZodType;
}
  ? { [key in K]: z.input<S> }
  : { [key in K]?: never };

/** What a call sends: path parameters, query and JSON body, each typed by its schema. */
export type CallInput<E extends Endpoint> = Part<E, "params"> & Part<E, "query"> & Part<E, "body">;

/** What a call answers: the response schema's output, or nothing (204). */
export type Answer<E extends Endpoint> = E extends { response: infer S extends z.core.$ZodType }
  ? z.output<S>
  : undefined;

/** The URL of a call: path parameters filled in (encoded), query appended. */
export function endpointUrl(
  endpoint: Pick<Endpoint, "path">,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = new URLSearchParams(input.query as Record<string, string> | undefined).toString();
  return query ? `${path}?${query}` : path;
}
