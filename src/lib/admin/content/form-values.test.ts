import { describe, expect, it } from "vitest";
import { consultantCreateSchema } from "@/lib/schemas/consultant";
import type { PageSettings } from "@/lib/schemas/settings";
import { testimonialCreateSchema } from "@/lib/schemas/testimonial";
import { userCreateSchema, userUpdateSchema } from "@/lib/schemas/user";
import {
  consultantFormValues,
  pageSettingsFields,
  pageSettingsFormValues,
  testimonialFormValues,
  userFormValues,
} from "./form-values";

const ROLE = "Consultor(a) Imobiliário(a)";

describe("consultantFormValues", () => {
  it("starts a new consultant active, at order 0, with the form's default role", () => {
    const values = consultantFormValues(undefined, ROLE);
    expect(values).toMatchObject({ role: ROLE, active: true, order: 0, languages: [] });
    expect(values.photo).toBeNull();
  });

  it("turns a stored consultant back into a valid payload, blank bios as null", () => {
    const values = consultantFormValues(
      {
        id: "4b1f6e0e-1d0e-4d3c-9d6a-6c1b7f7f0a11",
        name: "Ana",
        role: "consultant",
        email: "ana@casalusa.pt",
        phone: "+351 912 000 000",
        whatsapp: "+351912000000",
        photo: null,
        languages: ["zh", "pt"],
        bioPt: null,
        bioEn: "Bio",
        bioJp: null,
        active: false,
        order: 3,
        createdAt: "2025-01-01T00:00:00.000Z",
      },
      ROLE,
    );
    expect(values.languages).toEqual(["pt", "zh"]);
    expect(consultantCreateSchema.parse(values)).toMatchObject({
      role: "consultant",
      bioPt: null,
      bioEn: "Bio",
      active: false,
      order: 3,
    });
  });
});

describe("testimonialFormValues", () => {
  it("starts with five stars, active, order 0", () => {
    expect(testimonialFormValues()).toMatchObject({ rating: 5, active: true, order: 0 });
  });

  it("asks for the three texts with the messages of docs/product.md#field-rules", () => {
    const result = testimonialCreateSchema.safeParse(testimonialFormValues());
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Nome é obrigatório",
        "Testemunho em português é obrigatório",
        "Testemunho em inglês é obrigatório",
        "Testemunho em japonês é obrigatório",
      ]),
    );
  });
});

describe("userFormValues", () => {
  it("gives a new user values the create schema takes once name, e-mail and password are typed", () => {
    const values = userFormValues(undefined, "admin");
    const typed = { ...values, name: "Ana", email: "ana@casalusa.pt", password: "uma frase longa" };
    expect(userCreateSchema.safeParse(typed).success).toBe(true);
  });

  it("never fills the password, and a blank one is left out of the update", () => {
    const values = userFormValues(
      {
        id: "4b1f6e0e-1d0e-4d3c-9d6a-6c1b7f7f0a11",
        email: "a@casalusa.pt",
        name: null,
        role: "",
        access: "admin",
        consultantId: null,
        consultantName: null,
        twoFactorEnabled: false,
        createdAt: "2025-01-01T00:00:00.000Z",
        updatedAt: "2025-01-01T00:00:00.000Z",
      },
      "admin",
    );
    expect(values).toEqual({
      name: "",
      email: "a@casalusa.pt",
      password: "",
      role: "admin",
      access: "admin",
      consultantId: null,
    });
    const payload = userUpdateSchema.parse({ ...values, name: "A" });
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty("password");
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty("currentPassword");
    // Creating takes no current password: the strict schema would refuse the form's values.
    expect(
      userCreateSchema.safeParse({ ...values, name: "A", password: "a-long-Secret-42" }).success,
    ).toBe(true);
  });
});

describe("page settings", () => {
  it("edits the intro only on the mortgage page", () => {
    expect(pageSettingsFields("sell")).not.toContain("introPt");
    expect(pageSettingsFields("mortgage")).toEqual(
      expect.arrayContaining(["introPt", "introEn", "introJp", "formDescJp"]),
    );
    expect(pageSettingsFields("sell")).toHaveLength(21);
    expect(pageSettingsFields("mortgage")).toHaveLength(24);
  });

  it("shows missing optional texts as empty inputs", () => {
    const values = pageSettingsFormValues(
      { titlePt: "Vender", formDescPt: null } as unknown as PageSettings,
      "sell",
    );
    expect(values.titlePt).toBe("Vender");
    expect(values.formDescPt).toBe("");
    expect(values).not.toHaveProperty("introPt");
  });
});
