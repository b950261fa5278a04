import { describe, expect, it } from "vitest";
import { isValidNif, normalizeNif } from "./nif";

describe("isValidNif", () => {
  it("accepts numbers whose check digit matches", () => {
    expect(isValidNif("512345678")).toBe(true);
    expect(isValidNif("123456789")).toBe(true);
    // A remainder of 0 or 1 gives the check digit 0.
    expect(isValidNif("500000000")).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length, letters or an unknown first digit", () => {
    expect(isValidNif("512345679")).toBe(false);
    expect(isValidNif("51234567")).toBe(false);
    expect(isValidNif("5123456789")).toBe(false);
    expect(isValidNif("51234567a")).toBe(false);
    expect(isValidNif("412345670")).toBe(false);
  });
});

describe("normalizeNif", () => {
  it("drops spaces and the PT prefix", () => {
    expect(normalizeNif("PT 512 345 678")).toBe("512345678");
  });
});
