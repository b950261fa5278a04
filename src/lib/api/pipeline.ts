// A lead's timeline and the notes staff add to it (issue 36): any staff account, on the leads
// it may work (staff-scope.ts). Only the admin uses these, so
// they are written in full zod, apart from the inbox list the public forms load.
import { z } from "zod";
import { leadEventSchema, leadNoteCreateSchema } from "@/lib/schemas/lead-event";
import { idParams } from "./crud";
import { defineEndpoint as endpoint } from "./endpoint";

export const leadEvents = {
  list: endpoint({
    method: "GET",
    path: "/api/leads/{id}/events",
    access: "staff",
    tag: "Leads",
    summary:
      "A lead's timeline, oldest first: notes, stage changes, assignments, merged requests and e-mails",
    params: idParams,
    response: z.array(leadEventSchema),
  }),
  addNote: endpoint({
    method: "POST",
    path: "/api/leads/{id}/notes",
    access: "staff",
    tag: "Leads",
    summary: "Add a note to a lead's timeline",
    params: idParams,
    body: leadNoteCreateSchema,
    response: leadEventSchema,
    status: 201,
  }),
};
