// GET /api/geocode?q=<address> – coordinates of an address, for the admin property form

import { api } from "@/lib/api";
import { geocode } from "@/server/geocoding/geocode";
import { route } from "@/server/http/route";

export const GET = route(api.geocode.lookup, ({ query }) => geocode(query.q));
