// A lead's timeline as staff read it (GET /api/leads/{id}/events) and the notes they add to it
// (POST /api/leads/{id}/notes): issue 36, the pipeline.
import { z } from "zod";

/**
 * note: written by staff; stage: moved along the pipeline; assignment: given to a consultant
 * (or the administrators); email: an e-mail sent about it; request: a new request of the same
 * person about the same listing, merged into it; viewing: a viewing booked or changed.
 */
export const LEAD_EVENT_KINDS = [
  "note",
  "stage",
  "assignment",
  "email",
  "request",
  "viewing",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** The reminders of a lead left in stage "new": to its assignee, then to the administrators. */
export const LEAD_REMINDER_LEVELS = ["assignee", "administrators"] as const;
export type LeadReminderLevel = (typeof LEAD_REMINDER_LEVELS)[number];

export const LEAD_NOTE_MAX = 5000;

/** POST /api/leads/{id}/notes */
export const leadNoteCreateSchema = z.strictObject({
  text: z
    .string({ error: "Nota é obrigatória" })
    .trim()
    .min(1, "Nota é obrigatória")
    .max(LEAD_NOTE_MAX, `Máximo de ${LEAD_NOTE_MAX} caracteres`),
});

export const leadEventSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_EVENT_KINDS),
  /** What a person wrote: the note, the merged request's message, the reason a lead was lost. */
  text: z.string().nullable(),
  /**
   * The rest, by kind: stage {from, to}; assignment {from, to} (consultant ids, null for the
   * administrators) with {toName}; request {name, phone, language}; email {mailKind, status,
   * recipients}.
   */
  data: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])).nullable(),
  userId: z.uuid().nullable(),
  /** The staff member's name as it is now; null for the site itself or a removed account. */
  userName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;
