// 500 public form submissions at once (rate limit raised by configuration): all stored, no
// errors, no duplicates.
import { afterAll, expect, it } from "vitest";
import { startAppServer } from "../support/app-server";
import { getJson, postJson, signInCookie, tally } from "./support/client";
import { freshDatabase } from "./support/database";

const database = await freshDatabase("load");
afterAll(() => database.drop());

it("stores 500 concurrent submissions, each once", async () => {
  const server = await startAppServer({
    env: { SEED_DEMO: "false", FORM_RATE_LIMIT: "100000", ...database.env },
  });
  try {
    const statuses = await Promise.all(
      Array.from({ length: 500 }, async (_, i) => {
        const path = i % 2 ? "/api/leads" : "/api/mortgage-requests";
        const body = {
          name: `Carga ${i}`,
          email: `load-${i}@test.pt`,
          phone: "912345678",
          message: "m",
        };
        return (await postJson(server.url, path, body)).status;
      }),
    );
    expect(tally(statuses.map(String))).toEqual(new Map([["201", 500]]));
    const cookie = await signInCookie(server.url);
    const leads = await getJson<{ email: string }[]>(server.url, "/api/leads", cookie);
    const requests = await getJson<{ email: string }[]>(
      server.url,
      "/api/mortgage-requests",
      cookie,
    );
    const emails = [...leads, ...requests].map((row) => row.email);
    expect(emails).toHaveLength(500);
    expect(new Set(emails).size).toBe(500);
  } finally {
    await server.stop();
  }
});
