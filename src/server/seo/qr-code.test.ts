import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrSvg } from "./qr-code";

/** The modules a path strokes, one module wide along each row's middle line, as "row,col". */
function stroked(path: string): Set<string> {
  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(a), Number(b)];
    else if (command === "m") [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let col = x; col < x + Number(a); col++) cells.add(`${Math.floor(y)},${col}`);
      x += Number(a);
    }
  }
  return cells;
}

describe("qrSvg", () => {
  it("draws exactly the dark modules of the code", () => {
    const text = "https://casalusa.pt/en/properties/CL-LIS-001";
    const { size, path } = qrSvg(text);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    expect(size).toBe(modules.size);
    const dark = new Set<string>();
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) if (modules.get(row, col)) dark.add(`${row},${col}`);
    }
    expect([...stroked(path)].sort()).toEqual([...dark].sort());
    // The three finder patterns start in the corners.
    expect(path.startsWith("M0 0.5h7m")).toBe(true);
  });
});
