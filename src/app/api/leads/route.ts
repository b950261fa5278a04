// GET /api/leads – staff only, filtered by stage, assignee and age; POST /api/leads – public
// enquiry and valuation forms
import { api } from "@/lib/api";
import { clientIp } from "@/server/http/client-ip";
import { acceptPublicSubmission } from "@/server/http/public-form";
import { route } from "@/server/http/route";
import { createLead, listLeads } from "@/server/leads/leads";

export const GET = route(api.leads.list, ({ query, session }) => listLeads(session, query));
export const POST = route(api.leads.create, ({ body, request }) =>
  acceptPublicSubmission(body, (lead) => createLead(lead, { ip: clientIp(request) })),
);
