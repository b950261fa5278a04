import { describe, expect, it } from "vitest";
import { formRecordId } from "./form-id";

describe("formRecordId", () => {
  it("reads 'new' as create", () => {
    expect(formRecordId("new")).toBeNull();
  });

  it("keeps a record id", () => {
    expect(formRecordId("4B1F6E0E-1D0E-4D3C-9D6A-6C1B7F7F0A11")).toBe(
      "4b1f6e0e-1d0e-4d3c-9d6a-6c1b7f7f0a11",
    );
  });

  it("rejects anything else", () => {
    expect(formRecordId("edit")).toBeUndefined();
    expect(formRecordId("../users")).toBeUndefined();
  });
});
