// Reads what the server stored: through the admin API, as staff would see it, or through the
// public API, as any visitor's browser may.
import type { APIRequestContext } from "@playwright/test";
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
