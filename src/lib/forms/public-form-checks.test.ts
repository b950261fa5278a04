// The public forms' checks: the payload schemas of the API, with the visitor's messages.
import { describe, expect, it } from "vitest";
import { LIMITS, PROPERTY_CONDITIONS, PUBLIC_PROPERTY_TYPES } from "@/lib/constants";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { common } from "@/lib/i18n/messages/common";
import { forms } from "@/lib/i18n/messages/forms";
import { mortgage } from "@/lib/i18n/messages/mortgage";
import { propertyDetail } from "@/lib/i18n/messages/property-detail";
import { sell } from "@/lib/i18n/messages/sell";
import type { Checked, FormTexts } from "./check-form";
import {
  type ContactField,
  checkContactForm,
  checkMortgageForm,
  checkValuationForm,
} from "./public-form-checks";
import {
  MAX_AREA,
  MAX_BEDROOMS,
  MAX_OBSERVATIONS,
  MORTGAGE_FORM_EMPTY,
  SELL_FORM_EMPTY,
} from "./public-form-values";
import { composeValuationMessage } from "./valuation-message";

const errorsOf = (checked: Checked<unknown, string>) => (checked.ok ? {} : checked.errors);

describe("the valuation request", () => {
  const filled = {
    ...SELL_FORM_EMPTY,
    name: "Ana Ferreira",
    email: "ana@example.pt",
    phone: "+351 912 345 678",
    propertyType: "house",
    location: "Cascais",
    area: "250",
    condition: "good",
  };
  const labels = (locale: Locale) => ({
    lines: sell[locale].message,
    propertyTypes: common[locale].propertyType,
    conditions: sell[locale].conditions,
  });
  const checkIn = (
    locale: Locale,
    values: typeof filled,
    refused?: Parameters<typeof checkValuationForm>[3],
  ) =>
    checkValuationForm(
      values,
      { locale, labels: labels(locale) },
      { ...forms[locale].errors, tooManyPhotos: sell[locale].fields.tooManyPhotos },
      refused,
    );
  const check = (values: typeof filled) => checkIn("pt", values);
  const photos = (count: number) =>
    Array.from({ length: count }, (_, n) => `${"fotografia-da-sala-de-estar-".repeat(4)}${n}.jpg`);

  it("requires the fields of docs/product.md#sell-page, with messages in the visitor's language", () => {
    expect(errorsOf(check(SELL_FORM_EMPTY))).toEqual({
      name: "Campo obrigatório",
      email: "Campo obrigatório",
      phone: "Campo obrigatório",
      propertyType: "Campo obrigatório",
      location: "Campo obrigatório",
      area: "Campo obrigatório",
      condition: "Campo obrigatório",
    });
  });

  it("passes the very lead the form sends: the details in its message, in the visitor's language", () => {
    expect(check(filled)).toEqual({
      ok: true,
      data: {
        name: "Ana Ferreira",
        email: "ana@example.pt",
        phone: "+351 912 345 678",
        message: "Tipo: Moradia\nLocalização: Cascais\nÁrea: 250 m²\nEstado: Bom",
        propertyRef: null,
        type: "valuation",
        language: "pt",
        website: "",
        consentVersion: null,
      },
    });
    const withAll = { ...filled, bedrooms: " 3 ", photos: ["sala.jpg"], observations: "Vista" };
    expect(checkIn("en", withAll)).toMatchObject({
      data: {
        message:
          "Type: House\nLocation: Cascais\nArea: 250 m²\nBedrooms: 3\nCondition: Good\nNotes: Vista\nPhotos: sala.jpg",
        language: "en",
      },
    });
  });

  // The API refused such a lead (over 5,000 characters) after the form had passed it.
  it("says beside the photos, in the visitor's language, when their names make the message too long", () => {
    const observations = "x".repeat(MAX_OBSERVATIONS);
    expect(checkIn("jp", { ...filled, observations, photos: photos(20) }).ok).toBe(true);
    expect(errorsOf(checkIn("jp", { ...filled, observations, photos: photos(30) }))).toEqual({
      photos: sell.jp.fields.tooManyPhotos,
    });
    expect(errorsOf(checkIn("en", { ...filled, photos: photos(45) }))).toEqual({
      photos: sell.en.fields.tooManyPhotos,
    });
  });

  // Which is why a message too long is the photos' doing.
  it("fits the longest details of every language in a lead's message without photos", () => {
    for (const locale of LOCALES) {
      const longest = <T extends string>(options: readonly T[], names: Record<T, string>) =>
        options.reduce((a, b) => (names[a].length >= names[b].length ? a : b));
      const message = composeValuationMessage(
        {
          propertyType: longest(PUBLIC_PROPERTY_TYPES, common[locale].propertyType),
          location: "x".repeat(200),
          area: MAX_AREA,
          bedrooms: MAX_BEDROOMS,
          condition: longest(PROPERTY_CONDITIONS, sell[locale].conditions),
          observations: "x".repeat(MAX_OBSERVATIONS),
          photos: [],
        },
        labels(locale),
        locale,
      );
      expect(message.length, locale).toBeLessThanOrEqual(LIMITS.messageMax);
    }
  });

  it("tells what the API refused beside the field it is about, in the visitor's language", () => {
    const tooLong = { code: "too_big", origin: "string", maximum: 200 };
    expect(
      errorsOf(checkIn("en", filled, [{ path: ["name"], message: "Máximo", ...tooLong }])),
    ).toEqual({ name: "Maximum 200 characters" });
    const control = { code: "invalid_format", format: "control_characters", message: "Contém" };
    expect(errorsOf(checkIn("jp", filled, [{ path: ["message"], ...control }]))).toEqual({
      observations: forms.jp.errors.invalid,
    });
    // Nothing the visitor can change: the form says it failed, beside no field.
    expect(checkIn("pt", filled, [{ path: ["type"], message: "Inválido" }])).toEqual({
      ok: false,
      errors: {},
    });
  });

  it("rejects a malformed email, phone, area or bedrooms count", () => {
    expect(
      errorsOf(check({ ...filled, email: "ana@", phone: "abc", area: "-5", bedrooms: "2.5" })),
    ).toEqual({
      email: "Introduza um email válido",
      phone: "Introduza um número de telefone válido",
      area: "Introduza um número válido",
      bedrooms: "Introduza um número válido",
    });
  });

  it("offers only the public property types", () => {
    expect(errorsOf(check({ ...filled, propertyType: "warehouse" }))).toHaveProperty(
      "propertyType",
    );
  });

  it("says how long a text may be, in the visitor's language", () => {
    const checked = checkIn("jp", { ...filled, location: "x".repeat(201) });
    expect(errorsOf(checked)).toEqual({ location: "200文字以内で入力してください" });
  });
});

describe("the mortgage request", () => {
  const filled = {
    ...MORTGAGE_FORM_EMPTY,
    name: "John Smith",
    email: "john@example.com",
    phone: "+44 20 7946 0958",
    consent: true,
  };
  const check = (values: typeof filled) =>
    checkMortgageForm(values, "en", forms.en.errors, mortgage.en.consentError);

  it("accepts a request without additional information", () => {
    expect(check(filled)).toMatchObject({ ok: true, data: { language: "en", message: null } });
  });

  it("refuses a request without consent to be contacted", () => {
    expect(errorsOf(check({ ...filled, consent: false }))).toEqual({
      consent: "Please agree to be contacted so that we can send your request",
    });
  });

  it("requires name, email and phone", () => {
    expect(Object.keys(errorsOf(check({ ...MORTGAGE_FORM_EMPTY, consent: true })))).toEqual([
      "name",
      "email",
      "phone",
    ]);
  });
});

describe("the enquiry beside a listing", () => {
  const t = propertyDetail.pt.contact.errors;
  const texts: FormTexts<ContactField> = {
    required: forms.pt.errors.required,
    tooLong: forms.pt.errors.tooLong,
    email: t.emailInvalid,
    invalid: forms.pt.errors.invalid,
    fields: {
      name: { required: t.nameRequired },
      email: { required: t.emailRequired },
      phone: { invalid: forms.pt.errors.phone },
    },
  };
  const valid = {
    name: "Ana",
    email: "ana@example.pt",
    phone: "",
    message: "",
    website: "",
    consentVersion: "pt-0123456789ab",
  };
  const context = {
    interest: "Tenho interesse no imóvel CL-1.",
    propertyRef: "CL-1",
    locale: "pt",
  };
  const check = (values: typeof valid) =>
    checkContactForm(values, context as Parameters<typeof checkContactForm>[1], texts);

  it("accepts a name and a valid email; an empty message sends the prefilled interest", () => {
    expect(check(valid)).toMatchObject({
      ok: true,
      data: { message: context.interest, propertyRef: "CL-1", type: "inquiry", phone: null },
    });
  });

  it("requires the name, even when it is only spaces", () => {
    expect(errorsOf(check({ ...valid, name: "   " }))).toEqual({ name: t.nameRequired });
  });

  it("says whether the email is missing or malformed", () => {
    expect(errorsOf(check({ ...valid, email: "" }))).toEqual({ email: t.emailRequired });
    expect(errorsOf(check({ ...valid, email: "not-an-email" }))).toEqual({
      email: t.emailInvalid,
    });
  });

  // The bug of issue #16: an over-long message or phone was reported with the e-mail text.
  it("says a message or a phone is too long or malformed, next to that field", () => {
    const long = "x".repeat(LIMITS.messageMax + 1);
    expect(errorsOf(check({ ...valid, message: long, phone: "12" }))).toEqual({
      phone: forms.pt.errors.phone,
      message: `Máximo de ${LIMITS.messageMax} caracteres`,
    });
  });
});
