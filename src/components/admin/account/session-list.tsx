"use client";
// The active sessions of one user (issue #17, OWASP ASVS 5.0 V7.4): where and since when
// the account is signed in, with a way to end one session or every other one. Used on the
// user's own account page and, by an admin, on another user's edit page.
import { useQueryClient } from "@tanstack/react-query";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { QueryView } from "@/components/admin/content/query-view";
import { useDeleteItem } from "@/components/admin/hooks/use-delete-item";
import { useReauthAction } from "@/components/admin/hooks/use-reauth-action";
import { useSignOut } from "@/components/admin/hooks/use-sign-out";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { accountText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { formatDateTime } from "@/lib/i18n/format";
import type { SessionInfo } from "@/lib/schemas/account";

const t = accountText.sessions;

/** The current session first, then the most recently used. */
function ordered(sessions: SessionInfo[]): SessionInfo[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
}

export function SessionList({ userId, self }: { userId: string; self: boolean }) {
  const queryClient = useQueryClient();
  const query = useApiQuery(queryKeys.sessions(userId), api.sessions.list, {
    params: { id: userId },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions(userId) });

  const end = useDeleteItem({
    remove: (sessionId) => callApi(api.sessions.end, { params: { id: userId, sessionId } }),
    list: queryKeys.sessions(userId),
    deleted: { title: t.ended, description: t.endedDescription },
    failed: t.endError,
  });
  // Ending the session in use is signing out, as "Terminar sessão" does.
  const signOut = useSignOut();

  const endAll = useReauthAction({
    run: () => callApi(api.sessions.endAll, { params: { id: userId } }),
    done: { title: t.endedOthers, description: t.endedOthersDescription },
    failed: t.endError,
    onDone: refresh,
  });

  return (
    <QueryView query={query}>
      {(sessions) => {
        const others = sessions.filter((session) => !session.current);
        return (
          <div className="grid gap-4" data-testid="session-list">
            {sessions.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t.empty}</p>
            ) : (
              <ul className="grid gap-3" aria-label={t.title}>
                {ordered(sessions).map((session) => (
                  <SessionItem
                    key={session.id}
                    session={session}
                    ending={end.isDeleting(session.id)}
                    onEnd={() => (session.current ? signOut() : end.remove(session.id))}
                  />
                ))}
              </ul>
            )}
            {others.length > 0 ? (
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
                <p className="text-sm text-muted-foreground">{t.count(sessions.length)}</p>
                <ConfirmDelete
                  title={self ? t.endOthersConfirm : t.endAllConfirm}
                  description={t.endOthersDescription}
                  confirmLabel={t.end}
                  onConfirm={() => endAll.mutate()}
                  trigger={
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive hover:text-destructive"
                      disabled={endAll.isPending}
                    >
                      <LogOut aria-hidden /> {self ? t.endOthers : t.endAll}
                    </Button>
                  }
                />
              </div>
            ) : null}
          </div>
        );
      }}
    </QueryView>
  );
}

function SessionItem({
  session,
  ending,
  onEnd,
}: {
  session: SessionInfo;
  ending: boolean;
  onEnd: () => void;
}) {
  return (
    <li
      data-testid="session"
      data-current={session.current ? "true" : undefined}
      className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{session.browser}</span>
            {session.current ? <Badge variant="success">{t.current}</Badge> : null}
          </p>
          <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-0.5 text-sm text-muted-foreground">
            <div className="flex min-w-0 gap-1.5">
              <dt className="shrink-0">{t.address}:</dt>
              <dd className="min-w-0 font-mono break-all text-foreground/80">
                {session.ip ?? t.unknownAddress}
              </dd>
            </div>
            <div className="flex gap-1.5 whitespace-nowrap">
              <dt>{t.created}:</dt>
              <dd>{formatDateTime(session.createdAt)}</dd>
            </div>
            <div className="flex gap-1.5 whitespace-nowrap">
              <dt>{t.lastSeen}:</dt>
              <dd>{formatDateTime(session.lastSeenAt)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <ConfirmDelete
        title={t.endConfirm}
        description={session.current ? t.endCurrentDescription : t.endDescription}
        confirmLabel={t.end}
        onConfirm={onEnd}
        trigger={
          <Button
            variant="outline"
            size="sm"
            className="self-start text-destructive hover:text-destructive sm:self-center"
            aria-label={t.endLabel(session.browser)}
            disabled={ending}
          >
            {t.end}
          </Button>
        }
      />
    </li>
  );
}
