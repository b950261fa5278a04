import { describe, expect, it } from "vitest";
import { forms } from "@/lib/i18n/messages/forms";
import { mortgage } from "@/lib/i18n/messages/mortgage";
import { MORTGAGE_FORM_EMPTY, mortgageFormSchema } from "./mortgage-form";

const schema = mortgageFormSchema(forms.en.errors, mortgage.en.consentError);
const filled = {
  ...MORTGAGE_FORM_EMPTY,
  name: "John Smith",
  email: "john@example.com",
  phone: "+44 20 7946 0958",
  consent: true,
};

describe("mortgageFormSchema", () => {
  it("accepts a request without additional information", () => {
    expect(schema.safeParse(filled).success).toBe(true);
  });

  it("refuses a request without consent to be contacted", () => {
    const result = schema.safeParse({ ...filled, consent: false });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["consent", "Please agree to be contacted so that we can send your request"],
    ]);
  });

  it("requires name, email and phone", () => {
    const result = schema.safeParse({ ...MORTGAGE_FORM_EMPTY, consent: true });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["name", "email", "phone"]);
  });
});
