// The figures of the dashboard's charts (issue 38): staff only; a consultant's are those of their
// own listings and requests.
import { statsQuery, statsSchema } from "@/lib/schemas/stats";
import { defineEndpoint as endpoint } from "./endpoint";

export const stats = {
  site: endpoint({
    method: "GET",
    path: "/api/stats",
    access: "staff",
    tag: "Statistics",
    summary:
      "Visits, leads, viewings and mortgage requests over a period (from, to: YYYY-MM-DD, at most 5 years), with the top listings, visit sources and time to first answer",
    query: statsQuery,
    response: statsSchema,
  }),
};
