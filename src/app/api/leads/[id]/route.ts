// PATCH /api/leads/{id} – mark a lead read (or new); DELETE – delete it
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { deleteLead, setLeadStatus } from "@/server/leads/leads";

export const PATCH = route(api.leads.update, ({ params, body }) =>
  setLeadStatus(params.id, body.status),
);
export const DELETE = route(api.leads.remove, ({ params }) => deleteLead(params.id));
