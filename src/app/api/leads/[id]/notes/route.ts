// POST /api/leads/{id}/notes – add a staff note to the lead's timeline
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { addLeadNote } from "@/server/leads/lead-events";

export const POST = route(api.leadEvents.addNote, ({ params, body, session }) =>
  addLeadNote(params.id, body.text, session),
);
