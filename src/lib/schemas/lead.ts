// Leads: enquiries about a property and valuation requests from the sell page. zod/mini: the
// public forms check themselves with leadCreateSchema (see contact-fields.ts).
import * as z from "zod/mini";
import { LIMITS, LOCALES } from "@/lib/constants";
import {
  emailAddress,
  honeypot,
  optionalPhoneNumber,
  optionalText,
  requiredText,
} from "./contact-fields";

// Here rather than in constants.ts: only the forms' checks (loaded lazily) and the admin use
// them, so the public pages' first JavaScript does not carry them.
export const LEAD_TYPES = ["inquiry", "valuation"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_STATUSES = ["new", "read"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** A lead's stage in the pipeline: Novo → Contactado → Visita marcada → Proposta → Ganho / Perdido. */
export const LEAD_STAGES = ["new", "contacted", "viewing", "proposal", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** POST /api/leads: an enquiry about a property, or a valuation request from the sell page. */
export const leadCreateSchema = z.strictObject({
  name: requiredText(200, "Nome é obrigatório"),
  email: emailAddress(),
  phone: optionalPhoneNumber(),
  message: requiredText(LIMITS.messageMax, "Mensagem é obrigatória"),
  propertyRef: optionalText(40),
  type: z._default(z.enum(LEAD_TYPES), "inquiry"),
  language: z._default(z.enum(LOCALES), "pt"),
  /** The privacy notice and consent line the form showed (docs/decisions/025). */
  consentVersion: optionalText(64),
  ...honeypot,
});
export type LeadCreate = z.output<typeof leadCreateSchema>;

/**
 * PATCH /api/leads/{id}: mark a lead read (or new again), move it along the pipeline (a lost lead
 * says why), or give it to another consultant (null: the administrators). At least one field.
 */
export const leadUpdateSchema = z
  .strictObject({
    status: z.optional(z.enum(LEAD_STATUSES, "Estado inválido")),
    stage: z.optional(z.enum(LEAD_STAGES, "Fase inválida")),
    lostReason: optionalText(500),
    consultantId: z.optional(z.nullable(z.uuid("Consultor inválido"))),
  })
  .check(
    z.refine(
      (update) =>
        update.status !== undefined ||
        update.stage !== undefined ||
        update.consultantId !== undefined ||
        Boolean(update.lostReason),
      "Indique o que alterar",
    ),
    z.refine((update) => update.stage !== "lost" || Boolean(update.lostReason), {
      message: "Indique o motivo da perda",
      path: ["lostReason"],
    }),
    z.refine((update) => !update.lostReason || update.stage === "lost", {
      message: "O motivo só se indica ao marcar o contacto como perdido",
      path: ["lostReason"],
    }),
  );
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

/** "none": the leads of the administrators (no consultant). */
export const UNASSIGNED = "none";

/** GET /api/leads: filters of the staff's list, every one optional. */
export const leadListQuery = z.strictObject({
  stage: z.optional(z.enum(LEAD_STAGES, "Fase inválida")),
  consultantId: z.optional(z.union([z.uuid(), z.literal(UNASSIGNED)], "Consultor inválido")),
  /** Only leads received at least this many days ago. */
  olderThanDays: z.optional(
    z.coerce.number("Idade inválida").check(z.int("Idade inválida"), z.minimum(0), z.maximum(3650)),
  ),
});
export type LeadListQuery = z.output<typeof leadListQuery>;

export const leadSchema = z.object({
  id: z.uuid(),
  propertyRef: z.nullable(z.string()),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  message: z.string(),
  type: z.enum(LEAD_TYPES),
  language: z.enum(LOCALES),
  status: z.enum(LEAD_STATUSES),
  /** Who answers it: a consultant, or the administrators when null. */
  consultantId: z.nullable(z.uuid()),
  stage: z.enum(LEAD_STAGES),
  lostReason: z.nullable(z.string()),
  stageChangedAt: z.iso.datetime(),
  consentVersion: z.nullable(z.string()),
  consentAt: z.nullable(z.iso.datetime()),
  consentIp: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type Lead = z.infer<typeof leadSchema>;
