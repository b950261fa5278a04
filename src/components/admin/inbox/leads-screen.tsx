"use client";
import { MailQuestionIcon } from "lucide-react";
import { useIsAdministrator } from "@/components/admin/hooks/use-is-administrator";
import { useLeadActions } from "@/components/admin/hooks/use-lead-actions";
import { Button } from "@/components/ui/button";
import { leadsCsv } from "@/lib/admin/inbox-csv";
import { leadsText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import type { Lead } from "@/lib/schemas/lead";
import { LeadStatusBadge, LeadTypeBadge } from "./badges";
import { DetailItem } from "./detail-list";
import { InboxScreen } from "./inbox-screen";
import { ReceivedAt } from "./inbox-table";
import { PropertyRefLink } from "./property-ref-link";

const t = leadsText.leads;
const col = t.columns;
const searchIn = (lead: Lead) => [lead.name, lead.email, lead.propertyRef];

/** 'Gestão de Contactos': enquiries and valuation requests from the public site. */
export function LeadsScreen() {
  const query = useApiQuery(queryKeys.leads, api.leads.list);
  const administrator = useIsAdministrator();
  const actions = useLeadActions();
  return (
    <InboxScreen
      t={t}
      query={query}
      searchIn={searchIn}
      csv={leadsCsv}
      countTestId="lead-count"
      table={{
        wideFrom: "2xl",
        rowTestId: "lead-row",
        className: "[&_td]:px-3 [&_th]:px-3 xl:[&_td]:px-4 xl:[&_th]:px-4",
        contactExtra: (lead) => (
          <div className="mt-1.5 xl:hidden">
            <LeadTypeBadge type={lead.type} />
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
