// GET, PATCH, DELETE /api/consultants/{id}

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
export const PATCH = route(api.consultants.update, ({ params, body }) =>
  updateConsultant(params.id, body),
);
export const DELETE = route(api.consultants.remove, ({ params }) => deleteConsultant(params.id));
