// The record of what a visitor was told: each lead and mortgage request keeps the version of the
// privacy notice its form showed, when it came and from which address (docs/decisions/025).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { contentVersions, leads, mortgageRequests } from "@/server/db/schema";
import { consentVersion } from "@/server/privacy/consent-version";
import { leadPayload, mortgagePayload } from "../support/factories";
import { call, signIn } from "../support/http";

describe.each([
  { path: "/api/leads", payload: leadPayload, table: leads },
  { path: "/api/mortgage-requests", payload: mortgagePayload, table: mortgageRequests },
] as const)("POST $path", ({ path, payload, table }) => {
  it("stores the notice's version the form showed, the time and the sender's address", async () => {
    const version = await consentVersion("en");
    const before = Date.now();
    const created = await call("POST", path, {
      json: payload({ language: "en", consentVersion: version }),
      ip: "198.51.100.23",
    });
    expect(created.status, created.text).toBe(201);

    const [row] = await db().select().from(table).where(eq(table.id, created.json.id));
    expect(row).toMatchObject({ consentVersion: version, consentIp: "198.51.100.23" });
    expect(row?.consentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.consentAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // Staff see it with the request.
    const cookie = await signIn();
    const [listed] = (await call("GET", path, { cookie })).json;
    expect(listed).toMatchObject({
      consentVersion: version,
      consentIp: "198.51.100.23",
      consentAt: row?.consentAt?.toISOString(),
    });
  });

  it("keeps an unknown version as it was sent, and none when the form sent none", async () => {
    const stale = await call("POST", path, {
      json: payload({ consentVersion: "pt-000000000000" }),
    });
    const none = await call("POST", path, { json: payload() });
    const rows = await db().select().from(table);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(stale.json.id)?.consentVersion).toBe("pt-000000000000");
    expect(byId.get(none.json.id)).toMatchObject({
      consentVersion: null,
      consentIp: "203.0.113.7",
    });
    expect(byId.get(none.json.id)?.consentAt).toBeInstanceOf(Date);
  });
});

describe("consentVersion", () => {
  it("differs by language and changes when the privacy notice or the identity changes", async () => {
    const pt = await consentVersion("pt");
    expect(pt).toMatch(/^pt-[0-9a-f]{12}$/);
    expect(await consentVersion("jp")).not.toBe(pt.replace("pt-", "jp-"));
    expect(await consentVersion("pt")).toBe(pt);

    const cookie = await signIn();
    await call("PATCH", "/api/notices/privacy", { cookie, json: { bodyPt: "Outro texto." } });
    const edited = await consentVersion("pt");
    expect(edited).not.toBe(pt);

    await call("PUT", "/api/legal-settings", {
      cookie,
      json: { companyName: "Outra Empresa, Lda.", complaintsBookUrl: "" },
    });
    // The edited text names no placeholder, so only a notice that shows the identity changes.
    expect(await consentVersion("pt")).toBe(edited);
    await call("PATCH", "/api/notices/privacy", { cookie, json: { bodyPt: "{controller}" } });
    const withIdentity = await consentVersion("pt");
    await call("PUT", "/api/legal-settings", {
      cookie,
      json: { companyName: "Terceira Empresa, Lda.", complaintsBookUrl: "" },
    });
    expect(await consentVersion("pt")).not.toBe(withIdentity);
  });
});

describe("the retention period in the privacy notice", () => {
  it("follows the privacy settings: the notice says it, its version and cached pages change", async () => {
    const before = await consentVersion("pt");
    const tag = async () =>
      (
        await db()
          .select({ seq: contentVersions.seq })
          .from(contentVersions)
          .where(eq(contentVersions.tag, "app-state"))
      )[0]?.seq ?? 0;
    const seq = await tag();
    const cookie = await signIn();
    const saved = await call("PUT", "/api/privacy-settings", {
      cookie,
      json: { anonymiseAfterMonths: 12, auditLogMonths: 24 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await consentVersion("pt")).not.toBe(before);
    // The notice's pages are stale: their tag moved.
    expect(await tag()).toBeGreaterThan(seq);
  });
});

describe("notices", () => {
  it("answer their defaults to anyone, and staff's texts once saved", async () => {
    const initial = await call("GET", "/api/notices/cookies");
    expect(initial.status).toBe(200);
    expect(initial.json).toMatchObject({ notice: "cookies", titlePt: "Política de cookies" });
    expect(initial.json.bodyEn).toContain("casa.third-party");
    expect(initial.json.updatedAt).toBeNull();

    expect((await call("PATCH", "/api/notices/cookies", { json: { titlePt: "X" } })).status).toBe(
      401,
    );
    const cookie = await signIn();
    const saved = await call("PATCH", "/api/notices/cookies", {
      cookie,
      json: { titlePt: "Cookies e armazenamento" },
    });
    expect(saved.json).toMatchObject({
      titlePt: "Cookies e armazenamento",
      titleEn: "Cookie notice",
    });
    expect(
      (await call("PATCH", "/api/notices/cookies", { cookie, json: { bodyPt: " " } })).status,
    ).toBe(400);
    expect((await call("GET", "/api/notices/terms")).status).toBe(404);
  });
});
