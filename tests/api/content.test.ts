import { beforeEach, describe, expect, it } from "vitest";
import { consultantPayload, propertyPayload, testimonialPayload } from "../support/factories";
import { call, signIn } from "../support/http";

let cookie: string;
beforeEach(async () => {
  cookie = await signIn();
});

const feature = {
  key: "wine_cellar",
  namePt: "Garrafeira",
  nameEn: "Wine cellar",
  nameJp: "ワインセラー",
};

describe("property features", () => {
  it("creates with active by default, lists all with their flag, updates and deletes", async () => {
    const created = await call("POST", "/api/property-features", { cookie, json: feature });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...feature, active: true });
    const updated = await call("PATCH", `/api/property-features/${created.json.id}`, {
      cookie,
      json: { ...feature, nameEn: "Wine room", active: false },
    });
    expect(updated.json).toMatchObject({ nameEn: "Wine room", active: false });
    const list = await call("GET", "/api/property-features");
    expect(list.json).toEqual([updated.json]);
    expect(
      (await call("DELETE", `/api/property-features/${created.json.id}`, { cookie })).status,
    ).toBe(204);
    expect((await call("GET", "/api/property-features")).json).toEqual([]);
  });

  it("refuses a duplicate key (409), a changed key (400) and missing names (400)", async () => {
    const created = await call("POST", "/api/property-features", { cookie, json: feature });
    expect((await call("POST", "/api/property-features", { cookie, json: feature })).status).toBe(
      409,
    );
    const renamed = await call("PATCH", `/api/property-features/${created.json.id}`, {
      cookie,
      json: { key: "cellar" },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.json.issues[0].path).toEqual(["key"]);
    const missing = await call("POST", "/api/property-features", {
      cookie,
      json: { key: "lift", namePt: "Elevador", nameEn: "Lift" },
    });
    expect(missing.status).toBe(400);
    expect((await call("GET", "/api/property-features")).json).toHaveLength(1);
  });

  it("takes a deleted feature's key off the properties that had it", async () => {
    const created = await call("POST", "/api/property-features", { cookie, json: feature });
    const property = await call("POST", "/api/properties", {
      cookie,
      json: propertyPayload({ features: ["wine_cellar"] }),
    });
    await call("DELETE", `/api/property-features/${created.json.id}`, { cookie });
    expect((await call("GET", `/api/properties/${property.json.id}`)).json.features).toEqual([]);
  });
});

describe("testimonials", () => {
  it("fills defaults, hides inactive ones from visitors, shows all to staff", async () => {
    const active = await call("POST", "/api/testimonials", {
      cookie,
      json: testimonialPayload({ order: 1 }),
    });
    expect(active.status).toBe(201);
    expect(active.json).toMatchObject({
      rating: 5,
      active: true,
      order: 1,
      company: null,
      photo: null,
    });
    const inactive = await call("POST", "/api/testimonials", {
      cookie,
      json: testimonialPayload({ active: false, order: 0 }),
    });
    expect((await call("GET", "/api/testimonials")).json.map((t: { id: string }) => t.id)).toEqual([
      active.json.id,
    ]);
    expect((await call("GET", `/api/testimonials/${inactive.json.id}`)).status).toBe(404);
    const all = await call("GET", "/api/testimonials", { cookie });
    expect(all.json.map((t: { id: string }) => t.id)).toEqual([inactive.json.id, active.json.id]);
  });

  it.each([
    [{ rating: 0 }, "A avaliação deve ser de 1 a 5"],
    [{ rating: 6 }, "Máximo 5"],
    [{ name: "" }, "Nome é obrigatório"],
    [{ textPt: "" }, "Testemunho em português é obrigatório"],
    [{ textEn: " " }, "Testemunho em inglês é obrigatório"],
    [{ textJp: undefined }, "Testemunho em japonês é obrigatório"],
    [{ order: -1 }, "A ordem deve ser um número inteiro ≥ 0"],
  ])("refuses %o", async (override, message) => {
    const response = await call("POST", "/api/testimonials", {
      cookie,
      json: { ...testimonialPayload(), ...override },
    });
    expect(response.status).toBe(400);
    expect(response.json.issues[0].message).toBe(message);
  });

  it("updates part of a testimonial and deletes it", async () => {
    const { json } = await call("POST", "/api/testimonials", {
      cookie,
      json: testimonialPayload(),
    });
    const updated = await call("PATCH", `/api/testimonials/${json.id}`, {
      cookie,
      json: { rating: 4, company: "Tóquio Lda." },
    });
    expect(updated.json).toMatchObject({ rating: 4, company: "Tóquio Lda.", textPt: json.textPt });
    expect((await call("DELETE", `/api/testimonials/${json.id}`, { cookie })).status).toBe(204);
    expect((await call("GET", `/api/testimonials/${json.id}`, { cookie })).status).toBe(404);
  });
});

describe("consultants", () => {
  it("creates with defaults, hides inactive ones from visitors, shows all to staff", async () => {
    const active = await call("POST", "/api/consultants", { cookie, json: consultantPayload() });
    expect(active.status).toBe(201);
    expect(active.json).toMatchObject({ active: true, order: 0, photo: null, bioPt: null });
    const inactive = await call("POST", "/api/consultants", {
      cookie,
      json: consultantPayload({ active: false }),
    });
    expect((await call("GET", "/api/consultants")).json).toHaveLength(1);
    expect((await call("GET", `/api/consultants/${inactive.json.id}`)).status).toBe(404);
    expect((await call("GET", "/api/consultants", { cookie })).json).toHaveLength(2);
    expect((await call("GET", `/api/consultants/${inactive.json.id}`, { cookie })).status).toBe(
      200,
    );
  });

  it.each([
    ["no language", { languages: [] }],
    ["an unknown language", { languages: ["pt", "ru"] }],
    ["an invalid e-mail", { email: "nope" }],
    ["a negative order", { order: -1 }],
    ["a missing phone", { phone: undefined }],
  ])("refuses %s", async (_what, override) => {
    const response = await call("POST", "/api/consultants", {
      cookie,
      json: { ...consultantPayload(), ...override },
    });
    expect(response.status).toBe(400);
  });

  it("PATCH changes only the fields it is given", async () => {
    const created = await call("POST", "/api/consultants", {
      cookie,
      json: consultantPayload({ bioPt: "Especialista em Lisboa." }),
    });
    const updated = await call("PATCH", `/api/consultants/${created.json.id}`, {
      cookie,
      json: { phone: "+351 966 111 222", languages: ["jp"], active: false },
    });
    expect(updated.status).toBe(200);
    const expected = {
      ...created.json,
      phone: "+351 966 111 222",
      languages: ["jp"],
      active: false,
    };
    expect(updated.json).toEqual(expected);
    expect((await call("GET", `/api/consultants/${created.json.id}`, { cookie })).json).toEqual(
      expected,
    );
  });

  it.each([
    ["an invalid e-mail", { email: "nope" }, "Email inválido"],
    ["no language", { languages: [] }, "Selecione pelo menos uma língua"],
    ["a blank name", { name: "  " }, "Nome é obrigatório"],
    ["an unknown field", { nickname: "Zé" }, undefined],
  ])("PATCH refuses %s with 400 and changes nothing", async (_what, body, message) => {
    const created = await call("POST", "/api/consultants", { cookie, json: consultantPayload() });
    const response = await call("PATCH", `/api/consultants/${created.json.id}`, {
      cookie,
      json: body,
    });
    expect(response.status).toBe(400);
    if (message) expect(response.json.issues[0].message).toBe(message);
    expect((await call("GET", `/api/consultants/${created.json.id}`, { cookie })).json).toEqual(
      created.json,
    );
  });

  it.each([
    ["an unknown id", "6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b"],
    ["a non-uuid id", "not-a-uuid"],
  ])("PATCH answers 404 for %s", async (_what, id) => {
    const response = await call("PATCH", `/api/consultants/${id}`, {
      cookie,
      json: { name: "Ninguém" },
    });
    expect(response.status).toBe(404);
    expect(response.json.message).toBeTruthy();
  });

  it("deleting a consultant leaves their properties without a consultant", async () => {
    const consultant = await call("POST", "/api/consultants", {
      cookie,
      json: consultantPayload(),
    });
    const property = await call("POST", "/api/properties", {
      cookie,
      json: propertyPayload({ consultantId: consultant.json.id }),
    });
    expect(
      (await call("DELETE", `/api/consultants/${consultant.json.id}`, { cookie })).status,
    ).toBe(204);
    const after = await call("GET", `/api/properties/${property.json.id}`);
    expect(after.status).toBe(200);
    expect(after.json.consultantId).toBeNull();
  });
});

describe("home settings", () => {
  it("answers empty values before anything is saved", async () => {
    const response = await call("GET", "/api/home-settings");
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: null, heroImage: null, titlePt: null });
  });

  it("saves a partial update and keeps one record", async () => {
    await call("PATCH", "/api/home-settings", { cookie, json: { titlePt: "Casas raras" } });
    const second = await call("PATCH", "/api/home-settings", {
      cookie,
      json: { titleEn: "Rare homes", heroImage: "/objects/0123456789abcdef0123456789abcdef" },
    });
    expect(second.json).toMatchObject({
      titlePt: "Casas raras",
      titleEn: "Rare homes",
      heroImage: "/objects/0123456789abcdef0123456789abcdef",
    });
    expect((await call("GET", "/api/home-settings")).json.id).toBe(second.json.id);
    expect(
      (
        await call("PATCH", "/api/home-settings", {
          cookie,
          json: { heroImage: "file:///etc/passwd" },
        })
      ).status,
    ).toBe(400);
  });
});

describe("page settings", () => {
  it("answers default texts for sell and mortgage, 404 for other pages", async () => {
    const sell = await call("GET", "/api/page-settings/sell");
    expect(sell.status).toBe(200);
    expect(sell.json.page).toBe("sell");
    expect(sell.json.titlePt).toBeTruthy();
    expect((await call("GET", "/api/page-settings/mortgage")).json.page).toBe("mortgage");
    expect((await call("GET", "/api/page-settings/about")).status).toBe(404);
    expect(
      (await call("PATCH", "/api/page-settings/about", { cookie, json: { titlePt: "x" } })).status,
    ).toBe(404);
  });

  it("saves part of the texts and keeps the rest", async () => {
    const before = (await call("GET", "/api/page-settings/mortgage")).json;
    const saved = await call("PATCH", "/api/page-settings/mortgage", {
      cookie,
      json: { titleJp: "住宅ローンのご相談", introPt: null },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      titleJp: "住宅ローンのご相談",
      introPt: null,
      titlePt: before.titlePt,
    });
    expect(
      (await call("PATCH", "/api/page-settings/mortgage", { cookie, json: { titlePt: "" } }))
        .status,
    ).toBe(400);
    expect((await call("GET", "/api/page-settings/mortgage")).json.titleJp).toBe(
      "住宅ローンのご相談",
    );
  });
});
