// GET /api/consultants – active ones for visitors, all for staff; POST – create one

import { api } from "@/lib/api";
import { createConsultant, listConsultants } from "@/server/consultants/consultants";
import { route } from "@/server/http/route";

export const GET = route(api.consultants.list, ({ session }) =>
  listConsultants({ includeInactive: Boolean(session) }),
);
export const POST = route(api.consultants.create, ({ body }) => createConsultant(body));
