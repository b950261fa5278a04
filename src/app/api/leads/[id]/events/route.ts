// GET /api/leads/{id}/events – the lead's timeline: notes, stages, assignments, requests, e-mails
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { listLeadEvents } from "@/server/leads/lead-events";

export const GET = route(api.leadEvents.list, ({ params, session }) =>
  listLeadEvents(params.id, session),
);
