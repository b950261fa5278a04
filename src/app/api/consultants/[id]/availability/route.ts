// GET, PUT /api/consultants/{id}/availability – a consultant's weekly hours and exceptions
import { api } from "@/lib/api";
import { requireOwn } from "@/server/auth/staff-scope";
import { route } from "@/server/http/route";
import { getAvailability, OWN_HOURS_ONLY, setAvailability } from "@/server/viewings/availability";

export const GET = route(api.availability.get, ({ params }) => getAvailability(params.id));
// A consultant sets only their own hours.
export const PUT = route(api.availability.set, ({ params, body, session }) => {
  requireOwn(session, params.id, OWN_HOURS_ONLY);
  return setAvailability(params.id, body);
});
