import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { call, signIn } from "../support/http";

// A local stand-in for the public geocoding service.
const seen: string[] = [];
let mode: "found" | "empty" | "broken" = "found";
const fake = http.createServer((request, response) => {
  seen.push(request.url ?? "");
  if (mode === "broken") {
    response.writeHead(500).end("oops");
    return;
  }
  response.writeHead(200, { "content-type": "application/json" });
  response.end(
    JSON.stringify(
      mode === "found"
        ? [{ lat: "38.7139", lon: "-9.1394", display_name: "Rua Augusta, Lisboa" }]
        : [],
    ),
  );
});

let cookie: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  process.env.GEOCODER_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  resetEnv();
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(async () => {
  cookie = await signIn();
  seen.length = 0;
  mode = "found";
});

describe("GET /api/geocode", () => {
  it("asks for one JSON result and answers its coordinates", async () => {
    const response = await call("GET", "/api/geocode?q=Rua%20Augusta%2C%20Lisboa", { cookie });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ lat: 38.7139, lng: -9.1394, label: "Rua Augusta, Lisboa" });
    const asked = new URL(seen[0] ?? "", "http://x");
    expect(asked.pathname).toBe("/search");
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      q: "Rua Augusta, Lisboa",
      format: "json",
      limit: "1",
    });
  });

  it("answers 404 when nothing is found, 502 when the service fails, 400 for an empty address", async () => {
    mode = "empty";
    expect((await call("GET", "/api/geocode?q=nowhere", { cookie })).status).toBe(404);
    mode = "broken";
    expect((await call("GET", "/api/geocode?q=Lisboa", { cookie })).status).toBe(502);
    const empty = await call("GET", "/api/geocode?q=%20", { cookie });
    expect(empty.status).toBe(400);
    expect(empty.json.issues[0].message).toBe("Endereço vazio");
    expect((await call("GET", "/api/geocode?q=Lisboa")).status).toBe(401);
  });
});
