// PATCH, DELETE /api/property-features/{id} – the key never changes

import { api } from "@/lib/api";
import { deleteFeature, updateFeature } from "@/server/features/property-features";
import { route } from "@/server/http/route";

export const PATCH = route(api.features.update, ({ params, body }) =>
  updateFeature(params.id, body),
);
export const DELETE = route(api.features.remove, ({ params }) => deleteFeature(params.id));
