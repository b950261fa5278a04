"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { EmptyState } from "@/components/admin/empty-state";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { serverMessage } from "@/lib/admin/content/server-error";
import { adminText } from "@/lib/admin/messages";
import { contentText } from "@/lib/admin/messages/content";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { apiRequest } from "@/lib/api-client";
import { interpolate } from "@/lib/i18n/define-messages";
import type { User } from "@/lib/schemas/user";
import { QueryView } from "./query-view";

const t = contentText.users;

function initials(name: string | null, email: string): string {
  const source = name?.trim() || email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (name ? (parts[1]?.[0] ?? "") : "")).toUpperCase();
}

export function UserList() {
  const query = useApiQuery<User[]>(queryKeys.users, "/api/users");
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/users/${id}`),
    onSuccess: () => {
      toast.success(t.deleted);
      return queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
    onError: (error) => toast.error(t.deleteError, { description: serverMessage(error) }),
  });

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button asChild>
            <Link href="/admin/users/new">
              <Plus aria-hidden /> {t.add}
            </Link>
          </Button>
        }
      />
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
                    <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-border pt-4">
                      <Badge variant="secondary" className="mr-auto">
                        <span className="sr-only">{t.role}: </span>
                        {user.role || t.defaultRole}
                      </Badge>
                      <Button asChild variant="outline" size="sm">
                        <Link
                          href={`/admin/users/${user.id}`}
                          aria-label={interpolate(t.editLabel, { name })}
                        >
                          <Pencil aria-hidden /> {adminText.common.edit}
                        </Link>
                      </Button>
                      <ConfirmDelete
                        title={t.deleteConfirm}
                        description={t.deleteDescription}
                        onConfirm={() => remove.mutate(user.id)}
                        trigger={
                          <Button
                            variant="outline"
                            size="sm"
                            className="text-destructive hover:text-destructive"
                            aria-label={interpolate(t.deleteLabel, { name })}
                            disabled={remove.isPending && remove.variables === user.id}
                          >
                            <Trash2 aria-hidden /> {adminText.common.delete}
                          </Button>
                        }
                      />
                    </div>
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
