import { describe, expect, it } from "vitest";
import { telHref, whatsappHref } from "./contact";

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
