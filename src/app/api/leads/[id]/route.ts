// PATCH /api/leads/{id} – mark a lead read (or new), change its stage or assignee; DELETE – delete it
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { deleteLead, updateLead } from "@/server/leads/leads";

export const PATCH = route(api.leads.update, ({ params, body, session }) =>
  updateLead(params.id, body, session),
);
export const DELETE = route(api.leads.remove, ({ params }) => deleteLead(params.id));
