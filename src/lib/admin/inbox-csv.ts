// The CSV exports of the leads and mortgage-request lists: the table's columns, then the
// message and the language, with dates in pt-PT as the screens show them.
import { adminText, leadsText } from "@/lib/admin/messages";
import { formatDateTime } from "@/lib/i18n/format";
import { LANGUAGE_NAMES } from "@/lib/i18n/locales";
import type { Lead } from "@/lib/schemas/lead";
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import { buildCsv } from "./csv";

export function leadsCsv(leads: readonly Lead[]): string {
  const c = leadsText.leads.columns;
  const extra = leadsText.leads.csvExtraColumns;
  return buildCsv(
    [c.name, c.email, c.phone, c.type, c.property, c.date, c.status, extra.message, extra.language],
    leads.map((lead) => [
      lead.name,
      lead.email,
      lead.phone,
      adminText.leadType[lead.type],
      lead.propertyRef,
      formatDateTime(lead.createdAt),
      adminText.status.lead[lead.status],
      lead.message,
      LANGUAGE_NAMES[lead.language],
    ]),
  );
}

export function mortgageRequestsCsv(requests: readonly MortgageRequest[]): string {
  const c = leadsText.mortgage.columns;
  const extra = leadsText.mortgage.csvExtraColumns;
  return buildCsv(
    [c.name, c.email, c.phone, c.date, c.status, extra.message, extra.language],
    requests.map((request) => [
      request.name,
      request.email,
      request.phone,
      formatDateTime(request.createdAt),
      adminText.status.mortgage[request.status],
      request.message,
      LANGUAGE_NAMES[request.language],
    ]),
  );
}
