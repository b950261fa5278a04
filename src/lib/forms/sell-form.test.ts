import { describe, expect, it } from "vitest";
import { forms } from "@/lib/i18n/messages/forms";
import { validate } from "./rules";
import { SELL_FORM_EMPTY, sellFormChecks, sellFormDetails } from "./sell-form";

const checks = sellFormChecks(forms.pt.errors);
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

const fieldErrors = (input: typeof SELL_FORM_EMPTY) => validate(input, checks);

describe("sellFormChecks", () => {
  it("requires the fields of SPEC.md §5, with messages in the visitor's language", () => {
    expect(fieldErrors(SELL_FORM_EMPTY)).toEqual({
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
    expect(fieldErrors(filled)).toEqual({});
    expect(sellFormDetails(filled)).toMatchObject({ area: 250, bedrooms: null });
    expect(sellFormDetails({ ...filled, bedrooms: " 3 " })).toMatchObject({ bedrooms: 3 });
  });

  it("rejects a malformed email, phone, area or bedrooms count", () => {
    expect(
      fieldErrors({ ...filled, email: "ana@", phone: "abc", area: "-5", bedrooms: "2.5" }),
    ).toEqual({
      email: "Introduza um email válido",
      phone: "Introduza um número de telefone válido",
      area: "Introduza um número válido",
      bedrooms: "Introduza um número válido",
    });
  });

  it("offers only the public property types", () => {
    expect(fieldErrors({ ...filled, propertyType: "warehouse" })).toHaveProperty("propertyType");
  });
});
