// Procedural SVG scenes for the demo property photos. Deterministic per (kind, seed).
import type { SceneKind } from "../content/types";
import { apartmentFacade } from "./apartment";
import { beach } from "./beach";
import { bedroom } from "./bedroom";
import { citySkyline } from "./city-skyline";
import { makeCtx } from "./common";
import { countryside } from "./countryside";
import { makeEnv } from "./env";
import { kitchen } from "./kitchen";
import { landPlot } from "./land-plot";
import { livingRoom } from "./living-room";
import { officeInterior } from "./office";
import { rngFor } from "./rng";
import { shopfront } from "./shop";
import { terraceView } from "./terrace-view";
import { townhouse } from "./townhouse";
import { villaPool } from "./villa";
import { warehouse } from "./warehouse";

/**
 * SVG document for a demo photo. Every composition is drawn on a 1600 x 1067 (3:2) canvas;
 * other output sizes keep the proportions and other aspect ratios are centre-cropped
 * (preserveAspectRatio "slice"). Time of day, palette, proportions and props vary by seed.
 */
export function sceneSvg(kind: SceneKind, seed: number, width: number, height: number): string {
  const rng = rngFor(kind, seed);
  const env = makeEnv(rng);
  const ctx = makeCtx(rng, env);
  switch (kind) {
    case "apartment-facade":
      apartmentFacade(ctx);
      break;
    case "townhouse":
      townhouse(ctx);
      break;
    case "countryside":
      countryside(ctx);
      break;
    case "beach":
      beach(ctx);
      break;
    case "land-plot":
      landPlot(ctx);
      break;
    case "living-room":
      livingRoom(ctx);
      break;
    case "bedroom":
      bedroom(ctx);
      break;
    case "kitchen":
      kitchen(ctx);
      break;
    case "office-interior":
      officeInterior(ctx);
      break;
    case "terrace-view":
      terraceView(ctx);
      break;
    case "city-skyline":
      citySkyline(ctx);
      break;
    case "shopfront":
      shopfront(ctx);
      break;
    case "warehouse":
      warehouse(ctx);
      break;
    default:
      villaPool(ctx);
  }
  return ctx.svg.toString(width, height);
}
