import { describe, expect, it } from "vitest";
import { validate } from "@/lib/forms/rules";
import { contactFormChecks, telHref, whatsappHref } from "./contact";

const errors = { nameRequired: "name!", emailRequired: "email!", emailInvalid: "bad email!" };
const checks = contactFormChecks(errors);
const valid = { name: "Ana", email: "ana@example.pt", phone: "", message: "", website: "" };
const messages = (values: typeof valid) => validate(values, checks);

describe("contactFormChecks", () => {
  it("accepts a name and a valid email; phone and message may be empty", () => {
    expect(messages(valid)).toEqual({});
  });

  it("requires the name, even when it is only spaces", () => {
    expect(messages({ ...valid, name: "   " })).toEqual({ name: "name!" });
  });

  it("says whether the email is missing or malformed", () => {
    expect(messages({ ...valid, email: "" })).toEqual({ email: "email!" });
    expect(messages({ ...valid, email: "not-an-email" })).toEqual({ email: "bad email!" });
  });
});

describe("links", () => {
  it("builds a wa.me link from the digits with the text encoded", () => {
    expect(whatsappHref("+351 912 487 306", "Olá & bom dia")).toBe(
      "https://wa.me/351912487306?text=Ol%C3%A1%20%26%20bom%20dia",
    );
    expect(whatsappHref("", "Hi")).toBe("https://wa.me/?text=Hi");
  });

  it("builds a tel: link with a leading plus and digits", () => {
    expect(telHref("+351 912 487 306")).toBe("tel:+351912487306");
  });
});
