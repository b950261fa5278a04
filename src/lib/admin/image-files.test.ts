import { describe, expect, it } from "vitest";
import { checkImageFiles, mapWithLimit } from "./image-files";

const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

describe("checkImageFiles", () => {
  it("accepts JPEG, PNG and WebP up to 10 MB", () => {
    const { accepted, rejected } = checkImageFiles(
      [
        file("a.jpg", "image/jpeg"),
        file("b.png", "image/png"),
        file("c.webp", "image/webp", 10_485_760),
      ],
      0,
    );
    expect(accepted.map((f) => f.name)).toEqual(["a.jpg", "b.png", "c.webp"]);
    expect(rejected).toEqual([]);
  });

  it("refuses other files and files over 10 MB", () => {
    const { accepted, rejected } = checkImageFiles(
      [file("doc.pdf", "application/pdf"), file("big.jpg", "image/jpeg", 10_485_761)],
      0,
    );
    expect(accepted).toEqual([]);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ["doc.pdf", "not-image"],
      ["big.jpg", "too-large"],
    ]);
  });

  it("stops at 50 images per property", () => {
    const { accepted, rejected } = checkImageFiles(
      [file("1.jpg", "image/jpeg"), file("2.jpg", "image/jpeg")],
      49,
    );
    expect(accepted.map((f) => f.name)).toEqual(["1.jpg"]);
    expect(rejected.map((r) => r.reason)).toEqual(["too-many"]);
  });
});

describe("mapWithLimit", () => {
  it("runs at most `limit` tasks at once and keeps results in order", async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithLimit([1, 2, 3, 4, 5], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (n === 3) throw new Error("three");
      return n * 10;
    });
    expect(peak).toBe(2);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual([
      10,
      20,
      "failed",
      40,
      50,
    ]);
  });
});
