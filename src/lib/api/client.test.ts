import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ConnectionError, callApi } from "./client";
import { endpointUrl } from "./endpoint";
import { api } from "./index";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const LEAD = { name: "Ana", email: "ana@example.pt", message: "Olá" };

describe("callApi", () => {
  it("sends the endpoint's method with credentials and a JSON content type with a body", async () => {
    const fetchMock = answer(200, '{"ok":true}');
    expect(await callApi(api.leads.create, { body: LEAD })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/leads", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(LEAD),
    });
  });

  it("fills path parameters, encoded, and appends the query", async () => {
    const fetchMock = answer(200, "{}");
    await callApi(api.pageSettings.get, { params: { page: "sell" } });
    await callApi(api.geocode.lookup, { query: { q: "Rua Augusta 1, Lisboa & arredores" } });
    expect(fetchMock.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      "/api/page-settings/sell",
      "/api/geocode?q=Rua+Augusta+1%2C+Lisboa+%26+arredores",
    ]);
    expect(endpointUrl(api.users.get, { params: { id: "a/b?c" } })).toBe("/api/users/a%2Fb%3Fc");
  });

  it("treats 204 and empty answers as no content", async () => {
    answer(204, "");
    expect(await callApi(api.leads.remove, { params: { id: "1" } })).toBeUndefined();
  });

  it('turns a non-2xx answer into "<status>: <text>"', async () => {
    answer(409, '{"message":"Já existe"}');
    const body = { name: "Ana", email: "ana@example.pt", password: "x" };
    const error = await callApi(api.users.create, { body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Já existe"}');
    expect((error as ApiError).serverMessage).toBe("Já existe");
  });

  it("uses the status text when the body is empty", async () => {
    answer(401, "", "Unauthorized");
    await expect(callApi(api.leads.list, { query: {} })).rejects.toThrow("401: Unauthorized");
  });

  it("says in Portuguese that the server could not be reached, whatever the browser's words", async () => {
    for (const words of [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "Load failed",
    ]) {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => Promise.reject(new TypeError(words))),
      );
      const error = await callApi(api.leads.list, { query: {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConnectionError);
      expect((error as Error).message).toBe(
        "Sem ligação ao servidor. Verifique a ligação e tente novamente.",
      );
    }
  });
});
