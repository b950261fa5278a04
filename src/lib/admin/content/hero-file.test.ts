import { describe, expect, it } from "vitest";
import { isAcceptableHeroFile } from "./hero-file";

describe("isAcceptableHeroFile", () => {
  it("accepts JPEG, PNG and WebP up to 10 MB", () => {
    expect(isAcceptableHeroFile({ type: "image/jpeg", size: 10_485_760 })).toBe(true);
    expect(isAcceptableHeroFile({ type: "image/png", size: 1 })).toBe(true);
    expect(isAcceptableHeroFile({ type: "image/webp", size: 2_000 })).toBe(true);
  });

  it("refuses other types, empty files and anything over 10 MB", () => {
    expect(isAcceptableHeroFile({ type: "image/gif", size: 100 })).toBe(false);
    expect(isAcceptableHeroFile({ type: "application/pdf", size: 100 })).toBe(false);
    expect(isAcceptableHeroFile({ type: "image/jpeg", size: 0 })).toBe(false);
    expect(isAcceptableHeroFile({ type: "image/jpeg", size: 10_485_761 })).toBe(false);
  });
});
