// The agency's legal identity: read by anyone (it is on every page), replaced by staff only.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { contentVersions } from "@/server/db/schema";
import { call, signIn } from "../support/http";

const identity = {
  companyName: "Casa Lusa — Mediação Imobiliária, Lda.",
  nif: "PT 512 345 678",
  amiLicence: "12345",
  address: "Rua da Escola Politécnica, 42, 1250-102 Lisboa",
  ralName: "Centro de Arbitragem de Conflitos de Consumo de Lisboa",
  ralUrl: "https://www.centroarbitragemlisboa.pt",
  complaintsBookUrl: "",
  privacyEmail: "Privacidade@CasaLusa.pt",
};

describe("legal settings", () => {
  it("answers a new database with nothing filled in but the complaints book", async () => {
    const response = await call("GET", "/api/legal-settings");
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      companyName: null,
      nif: null,
      amiLicence: null,
      complaintsBookUrl: "https://www.livroreclamacoes.pt",
      updatedAt: null,
    });
  });

  it("lets staff replace them, tidied, and makes the pages that show them stale", async () => {
    const cookie = await signIn();
    const saved = await call("PUT", "/api/legal-settings", { cookie, json: identity });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      ...identity,
      nif: "512345678",
      complaintsBookUrl: "https://www.livroreclamacoes.pt",
      privacyEmail: "privacidade@casalusa.pt",
    });
    expect((await call("GET", "/api/legal-settings")).json).toEqual(saved.json);
    const [tag] = await db()
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.tag, "legal-settings"));
    expect(tag).toBeDefined();

    const cleared = await call("PUT", "/api/legal-settings", {
      cookie,
      json: { ...identity, amiLicence: "", ralUrl: null },
    });
    expect(cleared.json).toMatchObject({ amiLicence: null, ralUrl: null });
  });

  it("refuses an anonymous caller (401)", async () => {
    const response = await call("PUT", "/api/legal-settings", { json: identity });
    expect(response.status).toBe(401);
    expect((await call("GET", "/api/legal-settings")).json.companyName).toBeNull();
  });

  it("refuses a NIF whose check digit is wrong (400), in Portuguese beside the field", async () => {
    const cookie = await signIn();
    const response = await call("PUT", "/api/legal-settings", {
      cookie,
      json: { ...identity, nif: "512345679", ralUrl: "ftp://x" },
    });
    expect(response.status).toBe(400);
    expect(response.json.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: ["nif"],
          message: "NIF inválido: 9 algarismos, o último de controlo",
        }),
        expect.objectContaining({ path: ["ralUrl"], message: "URL inválido" }),
      ]),
    );
  });
});
