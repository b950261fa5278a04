// The public forms' checks: the payload schemas of the API, with the visitor's messages.
import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/constants";
import { forms } from "@/lib/i18n/messages/forms";
import { mortgage } from "@/lib/i18n/messages/mortgage";
import { propertyDetail } from "@/lib/i18n/messages/property-detail";
import type { Checked, FormTexts } from "./check-form";
import {
  type ContactField,
  checkContactForm,
  checkMortgageForm,
  checkValuationForm,
} from "./public-form-checks";
import { MORTGAGE_FORM_EMPTY, SELL_FORM_EMPTY } from "./public-form-values";

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
  const check = (values: typeof filled) => checkValuationForm(values, forms.pt.errors);

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

  it("turns typed text into numbers, and a blank bedrooms field into null", () => {
    expect(check(filled)).toMatchObject({ ok: true, data: { area: 250, bedrooms: null } });
    expect(check({ ...filled, bedrooms: " 3 " })).toMatchObject({ data: { bedrooms: 3 } });
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
    const checked = checkValuationForm({ ...filled, location: "x".repeat(201) }, forms.jp.errors);
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
    fields: {
      name: { required: t.nameRequired },
      email: { required: t.emailRequired },
      phone: { invalid: forms.pt.errors.phone },
    },
  };
  const valid = { name: "Ana", email: "ana@example.pt", phone: "", message: "", website: "" };
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
