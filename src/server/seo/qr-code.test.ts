import QRCode from "qrcode";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { qrImage } from "./qr-code";

describe("qrImage", () => {
  it("is a PNG of exactly the code's modules, one pixel each, dark where they are dark", async () => {
    const text = "https://casalusa.pt/en/properties/CL-LIS-001";
    const { size, src } = qrImage(text);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    expect(size).toBe(modules.size);
    expect(src).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(src.slice(src.indexOf(",") + 1), "base64");
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([size, size, 1]);
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        expect(data[row * size + col], `${row},${col}`).toBe(modules.get(row, col) ? 0 : 255);
      }
    }
    // Far smaller than the 2,000 characters of the same code as SVG path data.
    expect(src.length).toBeLessThan(400);
  });
});
