// The browser's one way to call our API (docs/product.md#conventions-of-every-call,
// docs/product.md#error-shape): callApi(api.x.y, input), typed by the endpoint list. Credentials
// included, a JSON content type when there is a body, 204 or an empty answer is no content, and a
// non-2xx answer becomes an ApiError whose message is "<status>: <response text or status text>".
import {
  type Answer,
  type ApiIssue,
  type CallInput,
  type Endpoint,
  endpointUrl,
  type Method,
} from "./endpoint";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The `message` of a JSON error answer ({message, issues}), if there is one. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      const message = (parsed as { message?: unknown }).message;
      return typeof message === "string" ? message : null;
    } catch {
      return null;
    }
  }

  /** The `code` of a JSON error answer (e.g. "reauth_required"), if there is one. */
  get code(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      const code = (parsed as { code?: unknown } | null)?.code;
      return typeof code === "string" ? code : null;
    } catch {
      return null;
    }
  }

  /** The `issues` of a JSON error answer (a 400's), those with a path and a message. */
  get issues(): ApiIssue[] {
    try {
      const parsed: unknown = JSON.parse(this.body);
      const issues = (parsed as { issues?: unknown } | null)?.issues;
      return Array.isArray(issues)
        ? issues.filter(
            (issue): issue is ApiIssue =>
              Array.isArray(issue?.path) && typeof issue?.message === "string",
          )
        : [];
    } catch {
      return [];
    }
  }

  /** Field messages of a 400 answer, by the first segment of each issue's path. */
  get fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const issue of this.issues) {
      const field = String(issue.path[0] ?? "");
      if (field && issue.message && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}

/** Path parameters, query and body as the endpoint's schemas take them; none when it takes none. */
export type InputArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export function callApi<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>) {
  return apiRequest<Answer<E>>(endpoint.method, endpointUrl(endpoint, input), input?.body);
}

/** A call that never reached the server (offline, the server down): the browser's own words. */
export class ConnectionError extends Error {
  constructor() {
    super("Sem ligação ao servidor. Verifique a ligação e tente novamente.");
    this.name = "ConnectionError";
  }
}

async function apiRequest<T = unknown>(method: Method, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => {
    // Chromium says "Failed to fetch", Firefox "NetworkError…", Safari "Load failed": staff
    // read Portuguese.
    throw new ConnectionError();
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (response.status === 204 || text === "") return undefined as T;
  return JSON.parse(text) as T;
}
