import { sceneSvg } from "./scenes";
export function heroSvg(seed: number, width: number, height: number): string {
  return sceneSvg("beach", seed, width, height);
}
