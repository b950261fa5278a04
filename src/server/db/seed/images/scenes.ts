// Procedural SVG scenes for the demo property photos. Deterministic per (kind, seed).
import type { SceneKind } from "../content/types";
import { apartmentFacade } from "./apartment";
import { makeCtx } from "./common";
import { makeEnv } from "./env";
import { beach, countryside, landPlot } from "./landscape";
import { bedroom, kitchen, livingRoom, officeInterior } from "./interiors";
import { rngFor } from "./rng";
import { townhouse } from "./townhouse";
import { villaPool } from "./villa";

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
    default:
      villaPool(ctx);
  }
  return ctx.svg.toString(width, height);
}
