// Demo property listings across Portugal, written in European Portuguese, English and Japanese,
// a file per region under properties/. The order is the one the seed stores them in.
import { algarveAndMadeiraProperties } from "./properties/algarve-and-madeira";
import { aroundLisbonProperties } from "./properties/around-lisbon";
import { centreAndAlentejoProperties } from "./properties/centre-and-alentejo";
import { lisbonProperties } from "./properties/lisbon";
import { northProperties } from "./properties/north";
import type { DemoProperty } from "./types";

export const demoProperties: DemoProperty[] = [
  ...lisbonProperties,
  ...aroundLisbonProperties,
  ...northProperties,
  ...centreAndAlentejoProperties,
  ...algarveAndMadeiraProperties,
];
