// What an API call is: method, path, who may make it, and the schemas of what it takes and
// answers. The route handlers, the OpenAPI document and the access tests read the same list.
import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint {
  method: Method;
  /** OpenAPI form: /api/properties/{id} */
  path: string;
  /** "admin" needs a valid session; "public" is open (a session, if any, is still read). */
  access: "public" | "admin";
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
}

export const defineEndpoint = <E extends Endpoint>(endpoint: E): E => endpoint;
