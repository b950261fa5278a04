// The colours of the interiors: walls, oak floors and furniture, fabrics and accents.
import { pick, type Rng } from "./rng";

export const WALL_TONES = [
  "#efe7da",
  "#e8dccb",
  "#e1e4da",
  "#e6ddd3",
  "#dde2e4",
  "#efe2d2",
  "#ebe5dc",
] as const;

export const OAK = ["#c89f74", "#b98d62", "#d2ae85", "#a97e57"] as const;

export const FABRIC = [
  "#e9e3d8",
  "#d8cfc0",
  "#b9b2a6",
  "#8a9a8c",
  "#6f7f92",
  "#c9b59b",
  "#a7876a",
] as const;

export const ACCENT = [
  "#c4734f",
  "#5f7f8e",
  "#b8924a",
  "#7d8c6a",
  "#2f4f6a",
  "#a85f5a",
  "#d4a55a",
] as const;

export function rngPalette(rng: Rng, list: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(pick(rng, list));
  return out;
}
