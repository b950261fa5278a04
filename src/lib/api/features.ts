import { featureCreateSchema, featureSchema, featureUpdateSchema } from "@/lib/schemas/feature";
import { crud } from "./crud";

const { list, create, update, remove } = crud({
  path: "/api/property-features",
  tag: "Property features",
  name: "property feature",
  item: featureSchema,
  create: featureCreateSchema,
  update: featureUpdateSchema,
  read: "public",
});

/** Features have no page of their own: no GET of one item. */
export const features = { list, create, update, remove };
