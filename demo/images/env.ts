// Time of day, light and palette shared by all the drawings of one scene.
import { hsl, mix } from "./color";
import { chance, pick, type Rng, rand } from "./rng";
import type { Stop } from "./svg";

export type V3 = readonly [number, number, number];
export type TimeOfDay = "morning" | "midday" | "golden" | "dusk";

export interface Env {
  tod: TimeOfDay;
  /** Sky gradient from the top of the picture down to the horizon. */
  sky: Stop[];
  sunColor: string;
  glow: string;
  /** Colour of direct sunlight on surfaces. */
  sunLight: string;
  /** Colour surfaces drift to in shadow. */
  shadow: string;
  /** How strongly shadowed surfaces drift to the shadow colour. */
  shadowMix: number;
  /** Atmospheric haze colour for distant things. */
  haze: string;
  ambient: number;
  warmth: number;
  /** Unit vector pointing toward the sun (x right, y up, z away from the camera). */
  sunDir: V3;
  /** -1: sun on the left, 1: on the right. */
  side: -1 | 1;
  /** Sun position on screen as fractions: x of width, y of the sky height above the horizon. */
  sunX: number;
  sunY: number;
  seaFar: string;
  seaNear: string;
  cloudLight: string;
  cloudDark: string;
  glassTop: string;
  glassBottom: string;
  lightsOn: boolean;
  /** Vegetation greens, shifted a little per scene. */
  green: string;
  olive: string;
  dryGrass: string;
}

export function norm(v: V3): V3 {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
}

export function dot(a: V3, b: V3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export function makeEnv(
  rng: Rng,
  allowed: readonly TimeOfDay[] = ["morning", "midday", "midday", "golden", "golden", "dusk"],
): Env {
  const tod = pick(rng, allowed);
  const side: -1 | 1 = chance(rng, 0.5) ? -1 : 1;
  const hueShift = rand(rng, -8, 8);
  const elev = { morning: 0.6, midday: 1.0, golden: 0.28, dusk: 0.12 }[tod];
  const sunDir = norm([side * Math.cos(elev) * 0.85, Math.sin(elev), -Math.cos(elev) * 0.55]);
  const base = {
    tod,
    side,
    sunDir,
    sunX: side < 0 ? rand(rng, 0.12, 0.3) : rand(rng, 0.7, 0.88),
    green: hsl(95 + hueShift, 22, 36),
    olive: hsl(75 + hueShift, 16, 52),
    dryGrass: hsl(40 + hueShift, 45, 68),
    lightsOn: false,
  };
  if (tod === "morning") {
    return {
      ...base,
      sky: [
        [0, hsl(205 + hueShift, 52, 66)],
        [0.55, hsl(200 + hueShift, 50, 80)],
        [1, hsl(35, 60, 90)],
      ],
      sunY: rand(rng, 0.45, 0.7),
      sunColor: "#fffaf0",
      glow: "#fff0d0",
      sunLight: "#fff2dc",
      shadow: "#66789e",
      shadowMix: 0.32,
      haze: "#e4e8ea",
      ambient: 0.55,
      warmth: 0.12,
      seaFar: "#9cc3d6",
      seaNear: "#2d6f93",
      cloudLight: "#ffffff",
      cloudDark: "#dfe6f0",
      glassTop: "#cfe3ef",
      glassBottom: "#6f8ea8",
    };
  }
  if (tod === "midday") {
    return {
      ...base,
      sky: [
        [0, hsl(208 + hueShift, 58, 56)],
        [0.6, hsl(202 + hueShift, 60, 74)],
        [1, hsl(195, 45, 88)],
      ],
      sunY: rand(rng, 0.75, 0.95),
      sunColor: "#ffffff",
      glow: "#fffbea",
      sunLight: "#fffaf0",
      shadow: "#5b6d96",
      shadowMix: 0.3,
      haze: "#dde9ef",
      ambient: 0.52,
      warmth: 0.05,
      seaFar: "#7db8d0",
      seaNear: "#1d6790",
      cloudLight: "#ffffff",
      cloudDark: "#d6e2ee",
      glassTop: "#bcd9ec",
      glassBottom: "#5f83a3",
    };
  }
  if (tod === "golden") {
    return {
      ...base,
      sky: [
        [0, hsl(214 + hueShift, 42, 52)],
        [0.45, hsl(20 + hueShift, 45, 76)],
        [0.8, hsl(34, 80, 78)],
        [1, hsl(40, 90, 84)],
      ],
      sunY: rand(rng, 0.12, 0.3),
      sunColor: "#fff4d6",
      glow: "#ffc77a",
      sunLight: "#ffcf8a",
      shadow: "#5e5a88",
      shadowMix: 0.36,
      haze: "#f1d6b4",
      ambient: 0.5,
      warmth: 0.32,
      seaFar: "#e2c3a0",
      seaNear: "#3a6786",
      cloudLight: "#fde3c4",
      cloudDark: "#c99aa0",
      glassTop: "#f6d2a8",
      glassBottom: "#6a7896",
      green: mix(base.green, "#8a7a3a", 0.2),
      olive: mix(base.olive, "#a08a50", 0.2),
    };
  }
  return {
    ...base,
    sky: [
      [0, hsl(225 + hueShift, 38, 26)],
      [0.45, hsl(262 + hueShift, 22, 46)],
      [0.78, hsl(12, 58, 68)],
      [1, hsl(32, 85, 76)],
    ],
    sunY: -0.02,
    sunColor: "#ffd9a0",
    glow: "#ff9e66",
    sunLight: "#f2a878",
    shadow: "#3d4470",
    shadowMix: 0.55,
    haze: "#b9a1ae",
    ambient: 0.4,
    warmth: 0.25,
    seaFar: "#c8a2a0",
    seaNear: "#243f62",
    cloudLight: "#f2b49a",
    cloudDark: "#6b5d85",
    glassTop: "#ffd89a",
    glassBottom: "#f0a25a",
    lightsOn: true,
    green: mix(base.green, "#2d3d4a", 0.35),
    olive: mix(base.olive, "#4a5468", 0.35),
    dryGrass: mix(base.dryGrass, "#7a6a80", 0.35),
  };
}

/** Colour of a surface with the given outward normal under the scene light. */
export function shade(env: Env, base: string, normal: V3, extraLight = 0): string {
  const d = Math.max(0, dot(normal, env.sunDir));
  const lit = mix(base, env.sunLight, env.warmth * d);
  const dark = mix(base, env.shadow, env.shadowMix);
  const amount = Math.min(1, env.ambient + (1 - env.ambient) * d + extraLight);
  return mix(dark, lit, amount);
}

/** Blend toward the haze colour for things far away; t in 0..1. */
export function hazed(env: Env, c: string, t: number): string {
  return mix(c, env.haze, Math.max(0, Math.min(1, t)));
}
