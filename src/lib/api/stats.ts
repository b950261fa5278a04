// The figures of the dashboard's charts (issue 38): staff only; a consultant's are those of their
// own listings and requests. And the seller report, e-mailed by an administrator.
import { sellerReportEmailInput, sellerReportSendSchema } from "@/lib/schemas/seller-report";
import { propertyStatsSchema, statsQuery, statsSchema } from "@/lib/schemas/stats";
import { idParams } from "./crud";
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
  property: endpoint({
    method: "GET",
    path: "/api/properties/{id}/stats",
    access: "staff",
    tag: "Statistics",
    summary:
      "One listing's views, visitors, favourites, leads and viewings over a period, its prices, days on the market and similar listings' median views and price (a consultant: their own listings only, else 403)",
    params: idParams,
    query: statsQuery,
    response: propertyStatsSchema,
  }),
  reportEmail: endpoint({
    method: "POST",
    path: "/api/properties/{id}/report-email",
    access: "admin",
    tag: "Statistics",
    summary:
      "E-mail the listing's seller report, in pt, en or jp, to the address typed (its owner's): queued in the outbox, sent within seconds",
    params: idParams,
    body: sellerReportEmailInput,
    response: sellerReportSendSchema,
    status: 202,
  }),
};
