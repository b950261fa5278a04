// A small HTTP client for whole-process tests: the real server, over the network.
import http from "node:http";
import net from "node:net";
import { TEST_ADMIN } from "../../support/app-server";

export async function signInCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

export async function getJson<T>(baseUrl: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

function sendJson(
  method: string,
  baseUrl: string,
  path: string,
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });
}

export const postJson = (
  baseUrl: string,
  path: string,
  body: unknown,
  cookie = "",
  headers: Record<string, string> = {},
) => sendJson("POST", baseUrl, path, body, cookie, headers);

export const patchJson = (baseUrl: string, path: string, body: unknown, cookie: string) =>
  sendJson("PATCH", baseUrl, path, body, cookie);

/** Uploads a JPEG through the multipart call, as the admin's image field does. */
export function uploadJpeg(baseUrl: string, jpeg: Buffer, cookie: string) {
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(jpeg)]), "photo.jpg");
  return fetch(`${baseUrl}/api/upload`, { method: "POST", headers: { cookie }, body: form });
}

/** Counts how many times each value occurs. */
export function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

export interface HeldRequest {
  /** Settles once the server has taken the request (its 100 Continue arrived). */
  taken: Promise<void>;
  /** Sends the body and answers the final status; rejects if the connection breaks. */
  finish: () => Promise<number>;
}

/**
 * A JSON POST the server is already handling but cannot finish yet: the headers go first
 * (with Expect: 100-continue, so the server says when it has them) and the body only on
 * finish(). Used to have requests in flight at a chosen moment.
 */
export function heldPost(baseUrl: string, path: string, body: unknown): HeldRequest {
  const payload = Buffer.from(JSON.stringify(body));
  const request = http.request(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": payload.length,
      expect: "100-continue",
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
  const taken = new Promise<void>((resolve, reject) => {
    request.on("continue", () => resolve());
    request.on("error", reject);
  });
  request.flushHeaders();
  return {
    taken,
    finish: () => {
      request.end(payload);
      return answered;
    },
  };
}

/** Whether a new TCP connection to the server's port is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}
