"use client";
// On another user's edit page: their second factor (an admin removes it when the phone is lost)
// and their sessions. One's own account is managed on 'A minha conta'.
import { useQueryClient } from "@tanstack/react-query";
import { ShieldOff, UserRound } from "lucide-react";
import Link from "next/link";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { FormSection } from "@/components/admin/content/form-section";
import { useReauthAction } from "@/components/admin/hooks/use-reauth-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { accountText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { User } from "@/lib/schemas/user";
import { SessionList } from "./session-list";

const t = accountText.userSecurity;

export function UserSecurity({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const me = useApiQuery(queryKeys.account, api.auth.me);
  const reset = useReauthAction({
    run: () => callApi(api.twoFactor.reset, { params: { id: user.id } }),
    done: { title: t.resetDone, description: t.resetDoneDescription },
    failed: t.resetError,
    onDone: () => {
      queryClient.setQueryData<User>(queryKeys.user(user.id), (old) =>
        old ? { ...old, twoFactorEnabled: false } : old,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
  });

  if (!me.data) return null;
  if (me.data.id === user.id) {
    return (
      <FormSection id="security" title={t.title} className="max-w-3xl">
        <p className="text-sm text-muted-foreground">{t.ownAccount}</p>
        <Button asChild variant="outline" className="w-fit">
          <Link href="/admin/account">
            <UserRound aria-hidden /> {t.goToAccount}
          </Link>
        </Button>
      </FormSection>
    );
  }

  const a = accountText.agency;
  return (
    <FormSection id="security" title={t.title} description={t.description} className="max-w-3xl">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={user.twoFactorEnabled ? "success" : "outline"}>
            <span className="sr-only">{a.badgeLabel}: </span>
            {user.twoFactorEnabled ? a.badgeOn : a.badgeOff}
          </Badge>
          <span>{user.twoFactorEnabled ? t.twoFactorOn : t.twoFactorOff}</span>
        </p>
        {user.twoFactorEnabled ? (
          <ConfirmDelete
            title={t.resetConfirm}
            description={t.resetDescription}
            confirmLabel={t.resetAction}
            onConfirm={() => reset.mutate()}
            trigger={
              <Button
                variant="outline"
                size="sm"
                className="w-fit text-destructive hover:text-destructive"
                disabled={reset.isPending}
              >
                <ShieldOff aria-hidden /> {t.reset}
              </Button>
            }
          />
        ) : null}
      </div>
      <div className="grid gap-3 border-t border-border pt-5">
        <h3 className="font-semibold">{accountText.sessions.title}</h3>
        <p className="-mt-2 text-sm text-muted-foreground">
          {accountText.sessions.descriptionOther}
        </p>
        <SessionList userId={user.id} self={false} />
      </div>
    </FormSection>
  );
}
