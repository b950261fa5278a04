import {
  featuredOrderSchema,
  propertyCreateSchema,
  propertySchema,
  propertyUpdateSchema,
} from "@/lib/schemas/property";
import { crud } from "./crud";
import { defineEndpoint as endpoint } from "./endpoint";

export const properties = {
  ...crud({
    path: "/api/properties",
    tag: "Properties",
    name: "property",
    item: propertySchema,
    create: propertyCreateSchema,
    update: propertyUpdateSchema,
    read: "public",
    // A consultant creates listings as their own and edits only those (listing-scope.ts).
    write: { create: "staff", update: "staff" },
  }),
  reorderFeatured: endpoint({
    method: "PATCH",
    path: "/api/properties/featured/order",
    access: "admin",
    tag: "Properties",
    summary: "Save the order of featured properties (all or nothing)",
    body: featuredOrderSchema,
  }),
};
