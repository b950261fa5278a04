import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("nestsDeeperThan", () => {
  it("accepts nesting up to the limit and refuses one level more", () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(`{"a":${nested(MAX_JSON_DEPTH)}}`)).toBe(true);
  });

  it("refuses an unclosed run of brackets, as the hostile test sent it", () => {
    expect(nestsDeeperThan("[".repeat(5000))).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(5000))).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    const inString = JSON.stringify({ text: "[".repeat(1000), quoted: 'say "[[[["' });
    expect(nestsDeeperThan(inString)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(["\\", "[".repeat(100)]))).toBe(false);
  });

  it("takes ordinary bodies as they are", () => {
    expect(nestsDeeperThan(JSON.stringify({ a: [1, { b: [2, 3] }], c: "x" }))).toBe(false);
    expect(nestsDeeperThan("")).toBe(false);
    expect(nestsDeeperThan("42")).toBe(false);
  });
});
