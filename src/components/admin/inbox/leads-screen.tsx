"use client";
import { MailQuestionIcon } from "lucide-react";
import { useState } from "react";
import { useAssignees } from "@/components/admin/hooks/use-assignees";
import { useIsAdministrator } from "@/components/admin/hooks/use-is-administrator";
import { useLeadActions } from "@/components/admin/hooks/use-lead-actions";
import {
  type LeadFilters,
  LeadFiltersBar,
  leadListQuery,
  NO_FILTERS,
} from "@/components/admin/pipeline/lead-filters";
import { LeadPipelineFields } from "@/components/admin/pipeline/lead-pipeline-fields";
import { LeadTimeline } from "@/components/admin/pipeline/lead-timeline";
import { Button } from "@/components/ui/button";
import { leadsCsv } from "@/lib/admin/inbox-csv";
import { leadsText, pipelineText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import type { Lead } from "@/lib/schemas/lead";
import { LeadStageBadge, LeadStatusBadge, LeadTypeBadge } from "./badges";
import { DetailItem } from "./detail-list";
import { InboxScreen } from "./inbox-screen";
import { ReceivedAt } from "./inbox-table";
import { PropertyRefLink } from "./property-ref-link";

const t = leadsText.leads;
const col = t.columns;
const searchIn = (lead: Lead) => [lead.name, lead.email, lead.propertyRef];

/**
 * 'Gestão de Contactos': enquiries and valuation requests from the public site, filtered by
 * stage, assignee and age; each lead's dialog moves it along the pipeline and shows its timeline.
 */
export function LeadsScreen() {
  const administrator = useIsAdministrator();
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const sent = leadListQuery(filters);
  const queryKey = queryKeys.leadsFiltered(sent);
  const query = useApiQuery(queryKey, api.leads.list, { query: sent });
  const { choices: assignees, names } = useAssignees();
  const assigneeName = (lead: Lead) =>
    lead.consultantId ? (names.get(lead.consultantId) ?? "—") : pipelineText.administrators;
  const actions = useLeadActions(queryKey);
  return (
    <InboxScreen
      t={t}
      query={query}
      searchIn={searchIn}
      csv={leadsCsv}
      countTestId="lead-count"
      filters={<LeadFiltersBar filters={filters} onChange={setFilters} assignees={assignees} />}
      table={{
        wideFrom: "2xl",
        rowTestId: "lead-row",
        className: "[&_td]:px-3 [&_th]:px-3 xl:[&_td]:px-4 xl:[&_th]:px-4",
        contactExtra: (lead) => (
          <div className="mt-1.5 flex flex-wrap gap-1.5 xl:hidden">
            <LeadTypeBadge type={lead.type} />
            <LeadStageBadge stage={lead.stage} />
          </div>
        ),
        columns: [
          {
            header: col.type,
            className: "hidden xl:table-cell",
            cell: (lead) => <LeadTypeBadge type={lead.type} />,
          },
          {
            header: col.property,
            cell: (lead) => <PropertyRefLink reference={lead.propertyRef} />,
          },
          {
            header: pipelineText.columns.stage,
            className: "hidden xl:table-cell",
            cell: (lead) => <LeadStageBadge stage={lead.stage} />,
          },
          {
            header: pipelineText.columns.assignee,
            className: "hidden lg:table-cell",
            cell: (lead) => <span data-testid="lead-assignee">{assigneeName(lead)}</span>,
          },
          {
            header: col.date,
            className: "whitespace-nowrap tabular-nums",
            cell: (lead) => <ReceivedAt at={lead.createdAt} />,
          },
          { header: col.status, cell: (lead) => <LeadStatusBadge status={lead.status} /> },
        ],
      }}
      onOpen={actions.markRead}
      onDelete={administrator ? actions.remove : undefined}
      dialog={(lead, close) => ({
        testId: "lead-dialog",
        className: "sm:max-w-[44rem]",
        badges: (
          <>
            <LeadTypeBadge type={lead.type} />
            <LeadStageBadge stage={lead.stage} />
            <LeadStatusBadge status={lead.status} />
          </>
        ),
        replySubject: t.replySubject[lead.language](lead.propertyRef),
        mailSubject: { leadId: lead.id },
        details: (
          <DetailItem label={t.property}>
            <PropertyRefLink reference={lead.propertyRef} />
          </DetailItem>
        ),
        extra: (
          <>
            <LeadPipelineFields lead={lead} assignees={assignees} />
            <LeadTimeline leadId={lead.id} open />
          </>
        ),
        actions:
          lead.status === "read" ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                actions.markUnread(lead);
                close();
              }}
            >
              <MailQuestionIcon aria-hidden />
              {t.markUnread}
            </Button>
          ) : null,
      })}
    />
  );
}
