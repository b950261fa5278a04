// The browser and the API judge every field of every public form alike: the same inputs go
// through the form's check (what the browser runs before sending) and, as the form would send
// them, to the API; a field is refused by both or by neither.
import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/constants";
import type { Checked } from "@/lib/forms/check-form";
import {
  checkContactForm,
  checkMortgageForm,
  checkValuationForm,
} from "@/lib/forms/public-form-checks";
import {
  MAX_OBSERVATIONS,
  MORTGAGE_FORM_EMPTY,
  SELL_FORM_EMPTY,
} from "@/lib/forms/public-form-values";
import { composeValuationMessage } from "@/lib/forms/valuation-message";
import { common } from "@/lib/i18n/messages/common";
import { forms } from "@/lib/i18n/messages/forms";
import { sell } from "@/lib/i18n/messages/sell";
import { call } from "../support/http";

const SAMPLES = {
  name: ["", "   ", "Ana", "Ana Sofia Sousa", "x".repeat(200), "x".repeat(201)],
  email: [
    "",
    "ana@example.pt",
    " ANA@Example.PT ",
    "ana@",
    "@example.pt",
    "ana..b@example.pt",
    "ana@example",
    "名前@example.jp",
    `${"x".repeat(250)}@a.pt`,
  ],
  phone: [
    "",
    "+351 912 345 678",
    "(+81) 90-1234-5678",
    "+81 (0)90 1234 5678",
    "12",
    "abc",
    "((( )))",
    `+${"1".repeat(29)}`,
    `+${"1".repeat(31)}`,
  ],
  message: ["", "Olá", "x".repeat(LIMITS.messageMax), "x".repeat(LIMITS.messageMax + 1)],
};
type Field = keyof typeof SAMPLES;

let address = 0;
/** The fields the API refused this payload for. */
async function refusedByApi(path: string, payload: object): Promise<Set<string>> {
  // Each call from its own address, clear of the per-address limit of public forms.
  const ip = `198.51.100.${++address % 250}`;
  const response = await call("POST", path, { json: payload, ip });
  if (response.status === 201) return new Set();
  expect(response.status, JSON.stringify(payload)).toBe(400);
  return new Set(response.json.issues.map((issue: { path: string[] }) => issue.path[0]));
}

const refusedByBrowser = (checked: Checked<unknown, string>) =>
  new Set(checked.ok ? [] : Object.keys(checked.errors));

/** Every sample of every field, the other fields valid. */
async function expectSameVerdicts<V extends Record<string, unknown>>(
  valid: V,
  fields: readonly Field[],
  browser: (values: V) => Checked<unknown, string>,
  api: (values: V) => Promise<Set<string>>,
) {
  for (const field of fields) {
    for (const sample of SAMPLES[field]) {
      const values = { ...valid, [field]: sample };
      const label = `${field} = ${JSON.stringify(sample).slice(0, 40)}`;
      expect(refusedByBrowser(browser(values)).has(field), label).toBe(
        (await api(values)).has(field),
      );
    }
  }
}

const contact = {
  name: "Ana",
  email: "ana@example.pt",
  phone: "",
  message: "",
  website: "",
  consentVersion: "",
};

describe("the same verdicts in the browser and the API", () => {
  it("for the enquiry beside a listing", async () => {
    const context = { interest: "Tenho interesse.", propertyRef: "CL-1", locale: "pt" as const };
    const texts = { required: "r", tooLong: "t", email: "e", invalid: "i" };
    await expectSameVerdicts(
      contact,
      ["name", "email", "phone", "message"],
      (values) => checkContactForm(values, context, texts),
      (values) =>
        refusedByApi("/api/leads", {
          ...values,
          message: values.message.trim() || context.interest,
          propertyRef: context.propertyRef,
          type: "inquiry",
          language: context.locale,
        }),
    );
  });

  it("for the mortgage request", async () => {
    await expectSameVerdicts(
      { ...MORTGAGE_FORM_EMPTY, ...contact, phone: "+351 912 345 678", consent: true },
      ["name", "email", "phone", "message"],
      (values) => checkMortgageForm(values, "en", forms.en.errors, "consent"),
      ({ consent: _agreed, ...values }) =>
        refusedByApi("/api/mortgage-requests", { ...values, language: "en" }),
    );
  });

  const valuation = {
    locale: "pt" as const,
    labels: {
      lines: sell.pt.message,
      propertyTypes: common.pt.propertyType,
      conditions: sell.pt.conditions,
    },
  };
  const valuationTexts = { ...forms.pt.errors, tooManyPhotos: sell.pt.fields.tooManyPhotos };
  const valuationForm = {
    ...SELL_FORM_EMPTY,
    name: contact.name,
    email: contact.email,
    phone: "+351 912 345 678",
    propertyType: "house",
    location: "Cascais",
    area: "250",
    condition: "good",
  };

  // The photos are not sent, but their names are, in the message with the observations: with
  // long names the message could pass the form and be refused by the API.
  it("for the valuation request, on the very lead it sends: observations and photo names in the message", async () => {
    const photo = (n: number) => `${"fotografia-da-sala-de-estar-".repeat(4)}${n}.jpg`;
    const cases = [
      ["", 0],
      ["x".repeat(MAX_OBSERVATIONS), 0],
      ["x".repeat(MAX_OBSERVATIONS), 20],
      ["x".repeat(MAX_OBSERVATIONS), 30],
      ["", 40],
      ["", 45],
    ] as const;
    for (const [observations, count] of cases) {
      const photos = Array.from({ length: count }, (_, n) => photo(n));
      const label = `${observations.length} characters of observations, ${count} photos`;
      const checked = checkValuationForm(
        { ...valuationForm, observations, photos },
        valuation,
        valuationTexts,
      );
      const lead = {
        name: contact.name,
        email: contact.email,
        phone: valuationForm.phone,
        message: composeValuationMessage(
          {
            propertyType: "house",
            location: "Cascais",
            area: 250,
            bedrooms: null,
            condition: "good",
            observations,
            photos,
          },
          valuation.labels,
          "pt",
        ),
        type: "valuation",
        language: "pt",
        website: "",
      };
      const refused = await refusedByApi("/api/leads", lead);
      expect(checked.ok, label).toBe(refused.size === 0);
      if (checked.ok) expect(checked.data, label).toMatchObject({ message: lead.message });
    }
  });

  it("for the valuation request, whose details become the lead's message", async () => {
    const valid = valuationForm;
    const send = (values: typeof valid) =>
      refusedByApi("/api/leads", {
        name: values.name,
        email: values.email,
        phone: values.phone,
        message: "Tipo: Moradia",
        type: "valuation",
        language: "pt",
      });
    // The sell form requires a phone (docs/product.md#sell-page); a lead may come without one.
    const browser = (values: typeof valid) => checkValuationForm(values, valuation, valuationTexts);
    await expectSameVerdicts(valid, ["name", "email"], browser, send);
    await expectSameVerdicts(
      valid,
      ["phone"],
      (values) => (values.phone === "" ? { ok: true, data: null } : browser(values)),
      send,
    );
    expect(refusedByBrowser(browser({ ...valid, phone: "" }))).toEqual(new Set(["phone"]));
  });
});
