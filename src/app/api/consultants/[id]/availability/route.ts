// GET, PUT /api/consultants/{id}/availability – a consultant's weekly hours and exceptions
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { getAvailability, setAvailability } from "@/server/viewings/availability";

export const GET = route(api.availability.get, ({ params }) => getAvailability(params.id));
export const PUT = route(api.availability.set, ({ params, body }) =>
  setAvailability(params.id, body),
);
