"use client";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { RequireTwoFactorCard } from "@/components/admin/account/require-two-factor-card";
import { EmptyState } from "@/components/admin/empty-state";
import { useDeleteItem } from "@/components/admin/hooks/use-delete-item";
import { Badge } from "@/components/ui/badge";
import { accountText, contentText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { interpolate } from "@/lib/i18n/define-messages";
import { CardActions, ListHeader } from "./list-parts";
import { QueryView } from "./query-view";

const t = contentText.users;

function initials(name: string | null, email: string): string {
  const source = name?.trim() || email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (name ? (parts[1]?.[0] ?? "") : "")).toUpperCase();
}

export function UserList() {
  const query = useApiQuery(queryKeys.users, api.users.list);
  const deletion = useDeleteItem({
    remove: api.users.remove,
    list: queryKeys.users,
    deleted: { title: t.deleted },
    failed: t.deleteError,
  });

  return (
    <>
      <ListHeader t={t} addHref="/admin/users/new" />
      <RequireTwoFactorCard />
      <QueryView query={query}>
        {(users) =>
          users.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t.title}>
              {users.map((user) => {
                const name = user.name?.trim() || t.noName;
                return (
                  <li
                    key={user.id}
                    data-testid="user-card"
                    className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-xs"
                  >
                    <div className="flex items-center gap-4">
                      <div
                        aria-hidden="true"
                        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                      >
                        {initials(user.name, user.email)}
                      </div>
                      <div className="min-w-0 flex-1">
                        <h2
                          className={
                            user.name?.trim()
                              ? "truncate font-semibold"
                              : "truncate font-semibold text-muted-foreground italic"
                          }
                        >
                          {name}
                        </h2>
                        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                      </div>
                    </div>
                    <div className="mt-4 mb-4 flex flex-wrap gap-2">
                      <Badge variant="secondary">
                        <span className="sr-only">{t.role}: </span>
                        {user.role || t.defaultRole}
                      </Badge>
                      <Badge variant={user.access === "admin" ? "brand" : "outline"}>
                        <span className="sr-only">{t.access}: </span>
                        {t.accessLabels[user.access]}
                      </Badge>
                      {user.consultantName ? (
                        <Badge variant="outline">
                          {interpolate(t.consultantLabel, { name: user.consultantName })}
                        </Badge>
                      ) : null}
                      <TwoFactorBadge enabled={user.twoFactorEnabled} />
                    </div>
                    <CardActions
                      t={t}
                      name={name}
                      edit={`/admin/users/${user.id}`}
                      deleteDescription={t.deleteDescription}
                      onDelete={() => deletion.remove(user.id)}
                      deleting={deletion.isDeleting(user.id)}
                      className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4"
                    />
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryView>
    </>
  );
}

function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  const a = accountText.agency;
  return (
    <Badge
      variant={enabled ? "success" : "outline"}
      data-testid="two-factor-badge"
      data-enabled={enabled ? "true" : "false"}
    >
      {enabled ? <ShieldCheck aria-hidden /> : <ShieldOff aria-hidden />}
      <span className="sr-only">{a.badgeLabel}: </span>
      {enabled ? a.badgeOn : a.badgeOff}
    </Badge>
  );
}
