// GET, PATCH, DELETE /api/consultants/{id} – a consultant account edits only its own profile

import { api } from "@/lib/api";
import {
  deleteConsultant,
  getConsultant,
  updateConsultant,
} from "@/server/consultants/consultants";
import { route } from "@/server/http/route";

export const GET = route(api.consultants.get, ({ params, session }) =>
  getConsultant(params.id, { includeInactive: Boolean(session) }),
);
export const PATCH = route(api.consultants.update, ({ params, body, session }) =>
  updateConsultant(params.id, body, session),
);
export const DELETE = route(api.consultants.remove, ({ params }) => deleteConsultant(params.id));
