"use client";
// "Registo de atividade": the audit log, newest first, filtered by user, entity, action and
// dates, fifty entries a page. Read only: entries cannot be changed. docs/product.md#activity-log-screen
import { useRef, useState } from "react";
import { EmptyState } from "@/components/admin/empty-state";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { privacyText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { formatDateTime } from "@/lib/i18n/format";
import type { AuditEntry } from "@/lib/schemas/audit-log";
import { QueryView } from "../content/query-view";

const t = privacyText.auditLog;

type Filters = { userId: string; entity: string; action: string; from: string; to: string };
const NONE: Filters = { userId: "", entity: "", action: "", from: "", to: "" };

function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function who(entry: AuditEntry): string {
  if (entry.userId) return entry.userName ?? t.deletedAccount;
  return entry.actorKey ? `${t.unknownAccount} (${entry.actorKey.slice(0, 8)})` : "—";
}

export function AuditLogScreen() {
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const set = (key: keyof Filters) => (value: string) => {
    setFilters({ ...filters, [key]: value });
    setPage(1);
  };
  const sent = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const query = useApiQuery(queryKeys.auditLog({ ...sent, page }), api.auditLog.list, {
    query: { ...sent, page },
  });
  const users = useApiQuery(queryKeys.users, api.users.list);
  // The choices stay while the next page of results loads.
  const choices = useRef({ entities: [] as string[], actions: [] as string[] });
  if (query.data) choices.current = query.data;
  const options = (values: string[]) =>
    values.map((value) => (
      <option key={value} value={value}>
        {value}
      </option>
    ));

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="mb-6 grid gap-4 rounded-xl border border-border bg-card p-5 shadow-xs sm:grid-cols-2 lg:grid-cols-5">
        <Filter id="audit-user" label={t.user}>
          <NativeSelect
            id="audit-user"
            value={filters.userId}
            onChange={(event) => set("userId")(event.target.value)}
          >
            <option value="">{t.all}</option>
            {(users.data ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                {user.name?.trim() || user.email}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        {(["entity", "action"] as const).map((key) => (
          <Filter key={key} id={`audit-${key}`} label={t[key]}>
            <NativeSelect
              id={`audit-${key}`}
              value={filters[key]}
              onChange={(event) => set(key)(event.target.value)}
            >
              <option value="">{t.all}</option>
              {options(key === "entity" ? choices.current.entities : choices.current.actions)}
            </NativeSelect>
          </Filter>
        ))}
        <Filter id="audit-from" label={t.from}>
          <Input
            id="audit-from"
            type="date"
            value={filters.from}
            onChange={(event) => set("from")(event.target.value)}
          />
        </Filter>
        <Filter id="audit-to" label={t.to}>
          <Input
            id="audit-to"
            type="date"
            value={filters.to}
            onChange={(event) => set("to")(event.target.value)}
          />
        </Filter>
      </div>
      <QueryView query={query}>
        {(result) =>
          result.entries.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <>
              {/* On a phone the table scrolls sideways: its region takes the keyboard's focus. */}
              <section
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
                tabIndex={0}
                aria-label={t.title}
                className="overflow-x-auto rounded-xl border border-border bg-card shadow-xs"
              >
                <Table aria-label={t.title} containerClassName="overflow-x-visible">
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t.when}</TableHead>
                      <TableHead>{t.user}</TableHead>
                      <TableHead>{t.action}</TableHead>
                      <TableHead>{t.record}</TableHead>
                      <TableHead>{t.fields}</TableHead>
                      <TableHead>{t.address}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {result.entries.map((entry) => (
                      <TableRow key={entry.id} data-testid="audit-entry">
                        <TableCell className="whitespace-nowrap">
                          {formatDateTime(entry.at)}
                        </TableCell>
                        <TableCell>{who(entry)}</TableCell>
                        <TableCell className="font-mono text-xs">{entry.action}</TableCell>
                        <TableCell className="font-mono text-xs break-all">
                          {entry.entityId ?? "—"}
                        </TableCell>
                        <TableCell className="text-xs">{entry.fields.join(", ") || "—"}</TableCell>
                        <TableCell className="font-mono text-xs">{entry.ip ?? "—"}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </section>
              <nav className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
                <span>
                  {t.total(result.total)} ·{" "}
                  {t.page(result.page, Math.ceil(result.total / result.pageSize))}
                </span>
                <span className="flex gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t.previous}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={page * result.pageSize >= result.total}
                    onClick={() => setPage(page + 1)}
                  >
                    {t.next}
                  </Button>
                </span>
              </nav>
            </>
          )
        }
      </QueryView>
    </>
  );
}
