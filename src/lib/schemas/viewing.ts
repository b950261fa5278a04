// Viewings: a visitor books a free slot of the listing's consultant (issue 36, item 5), and the
// consultants' weekly availability in Lisbon time with its exceptions. zod/mini: the booking
// island checks its form with viewingCreateSchema, the very schema the API applies.
import * as z from "zod/mini";
import { LOCALES } from "@/lib/constants";
import { emailAddress, honeypot, optionalText, phoneNumber, requiredText } from "./contact-fields";

/**
 * requested: the visitor asked; proposed: the consultant offered another time; confirmed: both
 * hold the time in their calendars; cancelled: the slot is free again.
 */
export const VIEWING_STATUSES = ["requested", "proposed", "confirmed", "cancelled"] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** Each viewing takes one slot of this length, from the start of an availability window. */
export const VIEWING_SLOT_MINUTES = 60;
/** No slot is offered sooner than this: the consultant needs time to confirm. */
export const VIEWING_NOTICE_HOURS = 24;
/** How many days one slot query may span. */
export const VIEWING_RANGE_MAX_DAYS = 31;
/** How far ahead slots are offered. */
export const VIEWING_HORIZON_DAYS = 90;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Data inválida (AAAA-MM-DD)"));

/** GET /api/properties/{id}/viewing-slots */
export const viewingSlotsQuery = z.strictObject({ from: isoDate, to: isoDate });

export const viewingSlotSchema = z.object({
  /** ISO 8601, UTC. */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
});
export type ViewingSlot = z.infer<typeof viewingSlotSchema>;

export const viewingSlotsSchema = z.object({
  timeZone: z.string(),
  slots: z.array(viewingSlotSchema),
});

/** An instant with its offset, as the slots give them. */
const instant = (message: string) =>
  z.string({ error: message }).check(z.iso.datetime({ offset: true, error: message }));

/** POST /api/viewings: the visitor asks for one of the free slots. */
export const viewingCreateSchema = z.strictObject({
  propertyId: z.uuid("Imóvel inválido"),
  start: instant("Hora inválida"),
  name: requiredText(200, "Nome é obrigatório"),
  email: emailAddress(),
  phone: phoneNumber(),
  language: z._default(z.enum(LOCALES), "pt"),
  /** The privacy notice and consent line the form showed (docs/decisions/025). */
  consentVersion: optionalText(64),
  ...honeypot,
});
export type ViewingCreate = z.output<typeof viewingCreateSchema>;

/** PATCH /api/viewings/{id}: what staff do with a viewing. */
export const viewingUpdateSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("confirm") }),
  z.strictObject({ action: z.literal("cancel") }),
  z.strictObject({ action: z.literal("propose"), start: instant("Hora inválida") }),
]);
export type ViewingUpdate = z.output<typeof viewingUpdateSchema>;

export const viewingsQuery = z.strictObject({
  status: z.optional(z.enum(VIEWING_STATUSES, "Estado inválido")),
  consultantId: z.optional(z.uuid("Consultor inválido")),
});

export const viewingSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyRef: z.string(),
  propertyTitle: z.string(),
  consultantId: z.nullable(z.uuid()),
  consultantName: z.nullable(z.string()),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.enum(LOCALES),
  status: z.enum(VIEWING_STATUSES),
  sequence: z.number(),
  consentVersion: z.nullable(z.string()),
  consentAt: z.nullable(z.iso.datetime()),
  consentIp: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type Viewing = z.infer<typeof viewingSchema>;

/** "HH:MM" in Lisbon, 00:00 to 24:00. */
const clock = z
  .string({ error: "Hora inválida" })
  .check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "Hora inválida (HH:MM)"));

const window = z
  .object({ start: clock, end: clock })
  .check(
    z.refine((w) => w.start < w.end, { message: "O fim deve ser depois do início", path: ["end"] }),
  );

export const weeklyAvailabilitySchema = z.extend(window, {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
});

/** A date closed all day (no hours), or other hours that day (one or more windows). */
export const availabilityExceptionSchema = z.object({
  date: isoDate,
  start: z.nullable(clock),
  end: z.nullable(clock),
});

export const availabilitySchema = z.strictObject({
  weekly: z.array(weeklyAvailabilitySchema).check(z.maxLength(70, "Demasiados períodos")),
  exceptions: z
    .array(
      availabilityExceptionSchema.check(
        z.refine((e) => (e.start === null) === (e.end === null), {
          message: "Indique o início e o fim, ou nenhum (dia fechado)",
          path: ["end"],
        }),
        z.refine((e) => e.start === null || e.end === null || e.start < e.end, {
          message: "O fim deve ser depois do início",
          path: ["end"],
        }),
      ),
    )
    .check(z.maxLength(400, "Demasiadas exceções")),
});
export type Availability = z.infer<typeof availabilitySchema>;
