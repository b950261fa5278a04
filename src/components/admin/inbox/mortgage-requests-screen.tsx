"use client";
import { useAssignees } from "@/components/admin/hooks/use-assignees";
import { useIsAdministrator } from "@/components/admin/hooks/use-is-administrator";
import { useMortgageRequestActions } from "@/components/admin/hooks/use-mortgage-request-actions";
import { MortgageAssigneeSelect } from "@/components/admin/pipeline/mortgage-assignee-select";
import { Badge } from "@/components/ui/badge";
import { mortgageRequestsCsv } from "@/lib/admin/inbox-csv";
import { adminText, leadsText, pipelineText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import { DetailItem } from "./detail-list";
import { InboxScreen } from "./inbox-screen";
import { ReceivedAt } from "./inbox-table";
import { MortgageStatusSelect } from "./mortgage-status-select";

const t = leadsText.mortgage;
const col = t.columns;
const searchIn = (request: MortgageRequest) => [request.name, request.email, request.phone];

/** 'Pedidos de Crédito': mortgage assistance requests, with their follow-up status and assignee. */
export function MortgageRequestsScreen() {
  const query = useApiQuery(queryKeys.mortgageRequests, api.mortgageRequests.list);
  const administrator = useIsAdministrator();
  const actions = useMortgageRequestActions();
  const assignees = useAssignees();
  return (
    <InboxScreen
      t={t}
      query={query}
      searchIn={searchIn}
      csv={mortgageRequestsCsv}
      countTestId="mortgage-count"
      table={{
        wideFrom: "xl",
        rowTestId: "mortgage-row",
        columns: [
          {
            header: pipelineText.columns.assignee,
            className: "hidden lg:table-cell",
            cell: (request) =>
              request.consultantId
                ? (assignees.names.get(request.consultantId) ?? "—")
                : pipelineText.administrators,
          },
          {
            header: col.date,
            className: "whitespace-nowrap tabular-nums",
            cell: (request) => <ReceivedAt at={request.createdAt} />,
          },
          {
            header: col.status,
            cell: (request) => (
              <MortgageStatusSelect
                value={request.status}
                label={t.statusLabel(request.name)}
                onChange={(status) => actions.setStatus(request, status)}
              />
            ),
          },
        ],
      }}
      onDelete={administrator ? actions.remove : undefined}
      dialog={(request) => ({
        testId: "mortgage-dialog",
        className: "sm:max-w-2xl",
        badges: (
          <>
            <Badge variant="outline" className="font-normal">
              {t.requestTitle}
            </Badge>
            <Badge variant={request.status === "new" ? "brand" : "secondary"}>
              {adminText.status.mortgage[request.status]}
            </Badge>
          </>
        ),
        replySubject: t.replySubject[request.language](),
        mailSubject: { mortgageRequestId: request.id },
        details: (
          <DetailItem label={leadsText.contact.status}>
            {adminText.status.mortgage[request.status]}
          </DetailItem>
        ),
        extra: <MortgageAssigneeSelect request={request} assignees={assignees.choices} />,
      })}
    />
  );
}
