// The OpenAPI 3.1 document of the API, generated from the same endpoint list and zod schemas
// the route handlers use, so it cannot drift from what the server does.
import "server-only";
import { z } from "zod";
import { api } from "@/lib/api";
import type { Endpoint } from "@/lib/api/endpoint";
import { SESSION_COOKIE } from "@/server/auth/sessions";

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: "object",
  required: ["message"],
  properties: {
    message: { type: "string" },
    issues: {
      type: "array",
      items: {
        type: "object",
        properties: {
          path: { type: "array", items: { type: ["string", "number"] } },
          message: { type: "string" },
          code: { type: "string", description: "zod's kind of issue (too_big, invalid_format…)" },
          origin: { type: "string", description: "What a limit applies to (string, number…)" },
          maximum: { type: "number", description: "The limit passed, for too_big" },
          format: { type: "string", description: "The format missed, for invalid_format" },
        },
        required: ["path", "message"],
      },
    },
  },
};

const ERRORS: Record<string, string> = {
  "400": "Invalid path, query or body (see issues)",
  "401": "No valid session",
  "403": "Cross-site request, or a call the signed-in account may not make",
  "404": "Not found",
  "409": "Conflicts with stored data (duplicate, last user…)",
  "413": "Body too large",
  "415": "Wrong content type",
  "429": "Too many requests (see Retry-After)",
};

function jsonSchema(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

export function allEndpoints(): { id: string; endpoint: Endpoint }[] {
  return Object.entries(api).flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({
      id: `${group}.${name}`,
      endpoint,
    })),
  );
}

function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ["path", endpoint.params],
    ["query", endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchema(schema, "input");
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        schema: property,
      });
    }
  }
  return list;
}

function operation(id: string, endpoint: Endpoint): JsonSchema {
  const status = String(endpoint.status ?? (endpoint.response ? 200 : 204));
  const responses: JsonSchema = {
    [status]: endpoint.response
      ? {
          description: "Success",
          content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } },
        }
      : { description: "Success" },
  };
  for (const [code, description] of Object.entries(ERRORS)) {
    if (code === "401" && endpoint.access === "public") continue;
    responses[code] = {
      description,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  const requestBody = endpoint.body
    ? {
        required: true,
        content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } },
      }
    : endpoint.rawBody
      ? {
          required: true,
          description: endpoint.rawBody.description,
          content: Object.fromEntries(
            endpoint.rawBody.contentTypes.map((type) => [type, { schema: {} }]),
          ),
        }
      : undefined;
  return {
    operationId: id,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.access === "public" ? { security: [] } : { security: [{ session: [] }] }),
    // Who may call it: any signed-in account ("staff") or administrators only ("admin").
    "x-access": endpoint.access,
    parameters: parameters(endpoint),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

export function openApiDocument(serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { id, endpoint } of allEndpoints()) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operation(id, endpoint),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Casa Lusa API",
      version: "1.0.0",
      description:
        "The JSON API behind the Casa Lusa website and back office. Admin calls need the session cookie set by POST /api/auth/login and must come from the site's own origin. Bodies and query strings are parsed strictly: a query parameter a call does not list, like an unknown body field, is refused with 400.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
