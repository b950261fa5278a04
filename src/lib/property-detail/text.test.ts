import { describe, expect, it } from "vitest";
import { paragraphs, summarize } from "./text";

describe("paragraphs", () => {
  it("splits on line breaks and drops empty lines", () => {
    expect(paragraphs("One.\n\nTwo.\r\nThree.\n  \n")).toEqual(["One.", "Two.", "Three."]);
  });
});

describe("summarize", () => {
  it("keeps short text whole", () => {
    expect(summarize("A calm  home.\nBy the sea.")).toBe("A calm home. By the sea.");
  });

  it("cuts long text at a word boundary with an ellipsis, within the limit", () => {
    const text = "word ".repeat(60);
    const result = summarize(text, 155);
    expect(result.length).toBeLessThanOrEqual(155);
    expect(result.endsWith("word…")).toBe(true);
  });

  it("cuts text without spaces at the limit", () => {
    const result = summarize("あ".repeat(300), 100);
    expect(result).toHaveLength(100);
    expect(result.endsWith("…")).toBe(true);
  });
});
