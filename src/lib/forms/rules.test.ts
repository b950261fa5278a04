// The browser's checks must agree with the API's zod schemas, which stay the authority.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { leadCreateSchema } from "@/lib/schemas/lead";
import { EMAIL_PATTERN, email, required, validate, wholeNumber } from "./rules";

describe("rules", () => {
  it("match e-mail addresses exactly as zod's own pattern does", () => {
    const samples = [
      "a@b.pt",
      "a-b@c-d.pt",
      "a+b@c.co.uk",
      "o'neil@x.ie",
      "-a@b.pt",
      "a.@b.pt",
      "a@-b.pt",
      "a@b.c",
      "a@b..pt",
      "a b@c.pt",
      "ação@b.pt",
    ];
    for (const sample of samples) {
      expect(EMAIL_PATTERN.test(sample), sample).toBe(z.regexes.email.test(sample));
    }
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
