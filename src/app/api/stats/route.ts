// GET /api/stats – staff only: the dashboard's figures over a period
import { api } from "@/lib/api";
import { getStats } from "@/server/analytics/stats";
import { route } from "@/server/http/route";

export const GET = route(api.stats.site, ({ query, session }) => getStats(session, query));
