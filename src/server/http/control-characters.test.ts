import { describe, expect, it } from "vitest";
import { controlCharacterPath, hasControlCharacter } from "./control-characters";

describe("controlCharacterPath", () => {
  it("names the first string or key holding a control character, in document order", () => {
    expect(controlCharacterPath({ a: "ok", b: ["x", { c: "a\u0000b" }], d: "\u0007" })).toEqual([
      "b",
      1,
      "c",
    ]);
    expect(controlCharacterPath({ "a\u0001": "fine", b: "\u0002" })).toEqual(["a\u0001"]);
    expect(controlCharacterPath("\u001b[31m")).toEqual([]);
  });

  it("lets line breaks and tabs through in text, and anything else that is not text", () => {
    expect(controlCharacterPath({ a: "line 1\nline 2\r\n\tend", n: 1, b: true, z: null })).toBe(
      null,
    );
    expect(hasControlCharacter("a\nb", { lineBreaks: true })).toBe(true);
  });

  it("walks a value nested 100,000 deep without overflowing the stack", () => {
    let deep: unknown = "a\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const path = controlCharacterPath(deep);
    expect(path).toHaveLength(100_000);
    expect(path?.every((part) => part === 0)).toBe(true);
  });
});
