// PATCH /api/properties/featured/order – save the featured order, all or nothing
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { reorderFeatured } from "@/server/properties/reorder-featured";

export const PATCH = route(api.properties.reorderFeatured, ({ body }) => reorderFeatured(body));
