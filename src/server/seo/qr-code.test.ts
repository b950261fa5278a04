import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrSvg } from "./qr-code";

describe("qrSvg", () => {
  it("draws exactly the dark modules of the code, row by row", () => {
    const text = "https://casalusa.pt/en/properties/CL-LIS-001";
    const { size, path } = qrSvg(text);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    expect(size).toBe(modules.size);
    const dark = Array.from(modules.data).filter(Boolean).length;
    const drawn = [...path.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(drawn).toBe(dark);
    // The three finder patterns start in the corners.
    expect(path.startsWith("M0 0h7")).toBe(true);
  });
});
