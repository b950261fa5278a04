"use client";
// The agency's rule: every account must have a second factor (PUT /api/security-settings,
// which asks for the password first). Accounts without one are sent to their account page.
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useReauthAction } from "@/components/admin/hooks/use-reauth-action";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toaster";
import { serverMessage } from "@/lib/admin/content/server-error";
import { accountText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { Account, SecuritySettings } from "@/lib/schemas/account";

const t = accountText.agency;

export function RequireTwoFactorCard() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const query = useApiQuery(queryKeys.securitySettings, api.securitySettings.get);
  const update = useReauthAction({
    run: (body: SecuritySettings) => callApi(api.securitySettings.update, { body }),
    failed: t.error,
    onDone: async (settings) => {
      queryClient.setQueryData(queryKeys.securitySettings, settings);
      toast.success(settings.requireTwoFactor ? t.on : t.off, {
        description: settings.requireTwoFactor ? t.onDescription : t.offDescription,
      });
      // Turning the rule on may leave this very account with a step to do.
      await queryClient.refetchQueries({ queryKey: queryKeys.account });
      const me = queryClient.getQueryData<Account>(queryKeys.account);
      if (me?.pending) {
        router.push("/admin/account");
        router.refresh();
      }
    },
  });
  const checked = update.isPending
    ? Boolean(update.variables?.requireTwoFactor)
    : Boolean(query.data?.requireTwoFactor);

  return (
    <section
      aria-labelledby="require-two-factor-title"
      className="mb-6 flex items-start gap-4 rounded-xl border border-border bg-card p-5 shadow-xs"
    >
      <ShieldCheck className="mt-0.5 hidden size-6 shrink-0 text-primary sm:block" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id="require-two-factor-title" className="font-semibold">
          <label htmlFor="require-two-factor">{t.title}</label>
        </h2>
        <p id="require-two-factor-description" className="mt-1 text-sm text-muted-foreground">
          {t.description}
        </p>
        {query.isError ? (
          <p className="mt-1 text-sm text-destructive">{serverMessage(query.error)}</p>
        ) : null}
      </div>
      <Switch
        id="require-two-factor"
        checked={checked}
        disabled={query.isPending || query.isError || update.isPending}
        onCheckedChange={(requireTwoFactor) => update.mutate({ requireTwoFactor })}
        aria-describedby="require-two-factor-description"
        className="mt-0.5"
      />
    </section>
  );
}
