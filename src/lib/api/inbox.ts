// What the public forms send and the staff's inboxes read: leads (enquiries and valuation
// requests) and mortgage requests. The public forms import this file lazily, with their checks,
// so it is written in zod/mini like the schemas it names.
import * as z from "zod/mini";
import { leadCreateSchema, leadListQuery, leadSchema, leadUpdateSchema } from "@/lib/schemas/lead";
import {
  mortgageRequestCreateSchema,
  mortgageRequestSchema,
  mortgageRequestUpdateSchema,
} from "@/lib/schemas/mortgage-request";
import { idParams } from "./crud";
import { defineEndpoint as endpoint } from "./endpoint";

function inbox<
  T extends z.core.$ZodType,
  C extends z.core.$ZodType,
  U extends z.core.$ZodType,
  Q extends z.core.$ZodType | undefined = undefined,
>(
  options: { path: string; tag: string; item: T; create: C; update: U; listQuery?: Q },
  summaries: { list: string; create: string; update: string; remove: string },
) {
  const { path, tag } = options;
  return {
    // Staff: a consultant lists and works only those assigned to them; deleting is the
    // administrators' (visitors' personal data).
    list: endpoint({
      method: "GET",
      path,
      access: "staff",
      tag,
      summary: summaries.list,
      query: options.listQuery as Q,
      response: z.array(options.item),
    }),
    create: endpoint({
      method: "POST",
      path,
      access: "public",
      tag,
      summary: summaries.create,
      body: options.create,
      response: options.item,
      status: 201,
      formRateLimit: true,
    }),
    update: endpoint({
      method: "PATCH",
      path: `${path}/{id}`,
      access: "staff",
      tag,
      summary: summaries.update,
      params: idParams,
      body: options.update,
      response: options.item,
    }),
    remove: endpoint({
      method: "DELETE",
      path: `${path}/{id}`,
      access: "admin",
      tag,
      summary: summaries.remove,
      params: idParams,
    }),
  };
}

export const leads = inbox(
  {
    path: "/api/leads",
    tag: "Leads",
    item: leadSchema,
    create: leadCreateSchema,
    update: leadUpdateSchema,
    listQuery: leadListQuery,
  },
  {
    list: 'List leads, newest first, filtered by stage, assignee ("none": the administrators) and age in days',
    create: "Send an enquiry or a valuation request (public form)",
    update:
      "Mark a lead read or new, move it to a stage (a lost one with its reason), or reassign it",
    remove: "Delete a lead",
  },
);

export const mortgageRequests = inbox(
  {
    path: "/api/mortgage-requests",
    tag: "Mortgage requests",
    item: mortgageRequestSchema,
    create: mortgageRequestCreateSchema,
    update: mortgageRequestUpdateSchema,
  },
  {
    list: "List mortgage requests, newest first",
    create: "Ask for mortgage assistance (public form)",
    update: "Change the status or the assignee of a mortgage request",
    remove: "Delete a mortgage request",
  },
);
