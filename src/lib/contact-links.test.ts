import { describe, expect, it } from "vitest";
import { mailtoHref, telHref, whatsappHref } from "./contact-links";

describe("mailtoHref", () => {
  it("adds an encoded subject", () => {
    expect(mailtoHref("ana@example.pt", "Casa Lusa — o seu pedido (imóvel CL-1)")).toBe(
      "mailto:ana@example.pt?subject=Casa%20Lusa%20%E2%80%94%20o%20seu%20pedido%20(im%C3%B3vel%20CL-1)",
    );
  });

  it("never lets the address add other headers", () => {
    expect(mailtoHref("a@b.pt?bcc=x@y.pt", "Olá")).toBe(
      "mailto:a@b.pt%3Fbcc%3Dx@y.pt?subject=Ol%C3%A1",
    );
  });
});

describe("telHref", () => {
  it("keeps only digits and a leading plus", () => {
    expect(telHref("+351 912 345 678")).toBe("tel:+351912345678");
    expect(telHref("(21) 123-45-67")).toBe("tel:211234567");
    expect(telHref("00+351 1")).toBe("tel:003511");
  });

  it("keeps a leading plus and the digits of a consultant's number", () => {
    expect(telHref("+351 912 487 306")).toBe("tel:+351912487306");
  });

  it("gives no link without a number", () => {
    expect(telHref(null)).toBeNull();
    expect(telHref("")).toBeNull();
    expect(telHref("n/a")).toBeNull();
  });
});

describe("whatsappHref", () => {
  it("builds a wa.me link from the digits with the text encoded", () => {
    expect(whatsappHref("+351 912 487 306", "Olá & bom dia")).toBe(
      "https://wa.me/351912487306?text=Ol%C3%A1%20%26%20bom%20dia",
    );
    expect(whatsappHref("", "Hi")).toBe("https://wa.me/?text=Hi");
  });

  it("links a number without a text", () => {
    expect(whatsappHref("+351 912 487 306")).toBe("https://wa.me/351912487306");
  });
});
