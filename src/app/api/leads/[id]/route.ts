// PATCH /api/leads/{id} – mark a lead read (or new); DELETE – delete it
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { deleteLead, setLeadStatus } from "@/server/leads/leads";

export const PATCH = route(api.leads.update, ({ params, body, session }) =>
  setLeadStatus(params.id, body.status, session),
);
export const DELETE = route(api.leads.remove, ({ params }) => deleteLead(params.id));
