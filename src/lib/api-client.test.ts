import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "./api-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  it("sends credentials and a JSON content type with a body", async () => {
    const fetchMock = answer(200, '{"ok":true}');
    expect(await apiRequest("POST", "/api/leads", { name: "Ana" })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/leads", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"name":"Ana"}',
    });
  });

  it("treats 204 and empty answers as no content", async () => {
    answer(204, "");
    expect(await apiRequest("DELETE", "/api/leads/1")).toBeUndefined();
  });

  it('turns a non-2xx answer into "<status>: <text>"', async () => {
    answer(409, '{"message":"Já existe"}');
    const error = await apiRequest("POST", "/api/users", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Já existe"}');
    expect((error as ApiError).serverMessage).toBe("Já existe");
  });

  it("uses the status text when the body is empty", async () => {
    answer(401, "", "Unauthorized");
    await expect(apiRequest("GET", "/api/leads")).rejects.toThrow("401: Unauthorized");
  });
});
