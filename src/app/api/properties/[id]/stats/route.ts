// GET /api/properties/{id}/stats – staff only: one listing's figures over a period
import { api } from "@/lib/api";
import { getListingStats } from "@/server/analytics/listing-stats";
import { route } from "@/server/http/route";

export const GET = route(api.stats.property, ({ params, query, session }) =>
  getListingStats(session, params.id, query),
);
