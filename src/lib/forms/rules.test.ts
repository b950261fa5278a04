// The browser's checks must agree with the API's zod schemas, which stay the authority.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { leadCreateSchema } from "@/lib/schemas/lead";
import { EMAIL_PATTERN, email, required, validate, wholeNumber } from "./rules";

describe("rules", () => {
  it("use zod's own e-mail pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each([
    "ana@example.pt",
    "a.b+c@sub.example.co.uk",
    "ana@",
    "@example.pt",
    "ana..b@example.pt",
    "ana@example",
    " ana@example.pt ",
    "名前@example.jp",
  ])("judge the e-mail %j as the API does", (value) => {
    const api = leadCreateSchema.safeParse({ name: "A", email: value, message: "m" });
    const browser = validate({ email: value }, { email: [required("x"), email("x")] });
    expect(Object.keys(browser).length === 0).toBe(api.success);
  });

  it("check whole numbers in a range, leaving blanks to `required`", () => {
    const check = wholeNumber(1, 10, "bad");
    expect([check("5"), check(""), check("0"), check("2.5"), check("11")]).toEqual([
      null,
      null,
      "bad",
      "bad",
      "bad",
    ]);
  });
});
