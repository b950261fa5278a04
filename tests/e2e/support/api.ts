// Reads what the server stored, through the admin API, as staff would see it.
import type { APIRequestContext } from "@playwright/test";
import { TEST_ADMIN } from "../../support/app-server";

export async function adminGet<T = unknown>(
  request: APIRequestContext,
  baseURL: string,
  path: string,
): Promise<T> {
  const login = await request.post(`${baseURL}/api/auth/login`, { data: TEST_ADMIN });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const response = await request.get(`${baseURL}${path}`);
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}
