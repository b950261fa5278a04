// Talks to the API directly: as staff (to read or tidy what the server stored), or through the
// public API, as any visitor's browser may.
import { type APIRequestContext, expect } from "@playwright/test";
import { TEST_ADMIN } from "../../support/app-server";

export async function adminGet<T = unknown>(
  request: APIRequestContext,
  baseURL: string,
  path: string,
): Promise<T> {
  const login = await request.post(`${baseURL}/api/auth/login`, { data: TEST_ADMIN });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  return publicGet<T>(request, baseURL, path);
}

/** A GET without signing in (on a request context that never signed in). */
export async function publicGet<T = unknown>(
  request: APIRequestContext,
  baseURL: string,
  path: string,
): Promise<T> {
  const response = await request.get(`${baseURL}${path}`);
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** Signs `request` in as the test admin and answers the calls staff make. */
export async function signedInApi(request: APIRequestContext, baseURL: string) {
  const login = await request.post(`${baseURL}/api/auth/login`, { data: TEST_ADMIN });
  expect(login.ok()).toBe(true);
  return {
    get: async <T>(path: string) => (await (await request.get(`${baseURL}${path}`)).json()) as T,
    patch: (path: string, data: unknown) => request.patch(`${baseURL}${path}`, { data }),
    remove: (path: string) => request.delete(`${baseURL}${path}`),
  };
}

/** Sends a public form's call, as visitors do: `request` must hold no session. */
export async function sendAsVisitor<T>(
  request: APIRequestContext,
  path: string,
  data: object,
): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}
