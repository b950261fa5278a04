import { describe, expect, it } from "vitest";
import { forms } from "@/lib/i18n/messages/forms";
import { mortgage } from "@/lib/i18n/messages/mortgage";
import { MORTGAGE_FORM_EMPTY, mortgageFormChecks } from "./mortgage-form";
import { validate } from "./rules";

const checks = mortgageFormChecks(forms.en.errors, mortgage.en.consentError);
const filled = {
  ...MORTGAGE_FORM_EMPTY,
  name: "John Smith",
  email: "john@example.com",
  phone: "+44 20 7946 0958",
  consent: true,
};

describe("mortgageFormSchema", () => {
  it("accepts a request without additional information", () => {
    expect(validate(filled, checks)).toEqual({});
  });

  it("refuses a request without consent to be contacted", () => {
    expect(validate({ ...filled, consent: false }, checks)).toEqual({
      consent: "Please agree to be contacted so that we can send your request",
    });
  });

  it("requires name, email and phone", () => {
    const errors = validate({ ...MORTGAGE_FORM_EMPTY, consent: true }, checks);
    expect(Object.keys(errors)).toEqual(["name", "email", "phone"]);
  });
});
