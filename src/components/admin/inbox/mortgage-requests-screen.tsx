"use client";
import { useIsAdministrator } from "@/components/admin/hooks/use-is-administrator";
import { useMortgageRequestActions } from "@/components/admin/hooks/use-mortgage-request-actions";
import { Badge } from "@/components/ui/badge";
import { mortgageRequestsCsv } from "@/lib/admin/inbox-csv";
import { adminText, leadsText } from "@/lib/admin/messages";
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

/** 'Pedidos de Crédito': mortgage assistance requests, with their follow-up status. */
export function MortgageRequestsScreen() {
  const query = useApiQuery(queryKeys.mortgageRequests, api.mortgageRequests.list);
  const administrator = useIsAdministrator();
  const actions = useMortgageRequestActions();
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
      })}
    />
  );
}
