// GET /api/property-features – all features with their active flag; POST – create one

import { api } from "@/lib/api";
import { createFeature, listFeatures } from "@/server/features/property-features";
import { route } from "@/server/http/route";

export const GET = route(api.features.list, () => listFeatures());
export const POST = route(api.features.create, ({ body }) => createFeature(body));
