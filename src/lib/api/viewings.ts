// Viewings (issue 36, item 5): the free slots of a listing and the visitor's booking (public),
// the staff's list and actions, and each consultant's availability. Staff calls are "admin"
// for now; a consultant's own list is the `consultantId` filter.
import * as z from "zod/mini";
import {
  availabilitySchema,
  viewingCreateSchema,
  viewingSchema,
  viewingSlotsQuery,
  viewingSlotsSchema,
  viewingsQuery,
  viewingUpdateSchema,
} from "@/lib/schemas/viewing";
import { idParams } from "./crud";
import { defineEndpoint as endpoint } from "./endpoint";

/** What the visitor is told of their booking: nothing of what they typed. */
export const viewingReceiptSchema = z.object({
  id: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.literal("requested"),
});

export const viewings = {
  slots: endpoint({
    method: "GET",
    path: "/api/properties/{id}/viewing-slots",
    access: "public",
    tag: "Viewings",
    summary: "Free viewing slots of a listing's consultant between two dates (at most 31 days)",
    params: idParams,
    query: viewingSlotsQuery,
    response: viewingSlotsSchema,
    formRateLimit: true,
  }),
  create: endpoint({
    method: "POST",
    path: "/api/viewings",
    access: "public",
    tag: "Viewings",
    summary: "Ask for a viewing in a free slot (public form); 409 when it is no longer free",
    body: viewingCreateSchema,
    response: viewingReceiptSchema,
    status: 201,
    formRateLimit: true,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/viewings",
    access: "staff",
    tag: "Viewings",
    summary: "List viewings by time (cancelled ones only when asked for by status)",
    query: viewingsQuery,
    response: z.array(viewingSchema),
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/viewings/{id}",
    access: "staff",
    tag: "Viewings",
    summary: "Confirm a viewing, propose another time, or cancel it (e-mails an .ics)",
    params: idParams,
    body: viewingUpdateSchema,
    response: viewingSchema,
  }),
};

export const availability = {
  get: endpoint({
    method: "GET",
    path: "/api/consultants/{id}/availability",
    access: "staff",
    tag: "Viewings",
    summary: "A consultant's weekly availability (Lisbon time) and its exceptions",
    params: idParams,
    response: availabilitySchema,
  }),
  set: endpoint({
    method: "PUT",
    path: "/api/consultants/{id}/availability",
    access: "staff",
    tag: "Viewings",
    summary: "Replace a consultant's weekly availability and exceptions",
    params: idParams,
    body: availabilitySchema,
    response: availabilitySchema,
  }),
};
