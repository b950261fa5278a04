import { Svg } from "./svg";
export function portraitSvg(seed: { hue: number; feminine: boolean }, size: number): string {
  const svg = new Svg(800, 800);
  svg.rect(0, 0, 800, 800, seed.feminine ? "#ddd" : "#ccc");
  return svg.toString(size, size);
}
