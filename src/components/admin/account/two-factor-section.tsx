"use client";
// One's own second factor (OWASP ASVS 5.0 V6.5/V6.6): enrol a TOTP app (QR code, the secret by
// hand, then a code to prove it works), keep the ten recovery codes, make new ones, or remove it.
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, RefreshCw, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { FormSection } from "@/components/admin/content/form-section";
import { useReauthAction } from "@/components/admin/hooks/use-reauth-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { accountText } from "@/lib/admin/messages";
import { queryKeys } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { Account, TwoFactorSetup } from "@/lib/schemas/account";
import { EnrolTwoFactor } from "./enrol-two-factor";
import { RecoveryCodes } from "./recovery-codes";

const t = accountText.twoFactor;
/** Below this many unused recovery codes the page suggests making new ones. */
const FEW_RECOVERY_CODES = 3;

export function TwoFactorSection({
  account,
  onStepDone,
}: {
  account: Account;
  /** After the recovery codes of a second factor enrolled as a pending step have been seen. */
  onStepDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  // Shown once: kept here, not in the account data, and gone when dismissed.
  // `wasPending`: enrolling was the step that kept the rest of the admin area closed.
  const [codes, setCodes] = useState<{ list: string[]; wasPending: boolean } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.account });

  const start = useReauthAction({
    run: () => callApi(api.twoFactor.setup),
    failed: t.setupError,
    onDone: setSetup,
  });
  const regenerate = useReauthAction({
    run: () => callApi(api.twoFactor.recoveryCodes),
    done: { title: t.regenerated },
    failed: t.regenerateError,
    onDone: ({ recoveryCodes }) => {
      setCodes({ list: recoveryCodes, wasPending: false });
      return refresh();
    },
  });
  const remove = useReauthAction({
    run: () => callApi(api.twoFactor.disable),
    done: { title: t.removed },
    failed: t.removeError,
    onDone: () => {
      setCodes(null);
      return refresh();
    },
  });

  const enabled = account.twoFactorEnabled;
  return (
    <FormSection
      id="two-factor"
      title={
        <span className="flex flex-wrap items-center gap-3">
          {t.title}
          <Badge
            variant={enabled ? "success" : "outline"}
            className="font-sans"
            data-testid="two-factor-status"
          >
            <span className="sr-only">{t.status}: </span>
            {enabled ? t.on : t.off}
          </Badge>
        </span>
      }
      description={t.description}
    >
      {codes ? (
        <RecoveryCodes
          codes={codes.list}
          email={account.email}
          doneLabel={
            codes.wasPending ? accountText.recoveryCodes.continue : accountText.recoveryCodes.done
          }
          onDone={() => {
            const { wasPending } = codes;
            setCodes(null);
            if (wasPending) onStepDone();
          }}
        />
      ) : null}

      {!enabled && setup ? (
        <EnrolTwoFactor
          setup={setup}
          onCancel={() => setSetup(null)}
          onEnabled={(recoveryCodes) => {
            setSetup(null);
            setCodes({ list: recoveryCodes, wasPending: account.pending !== null });
            void refresh();
          }}
        />
      ) : null}

      {!enabled && !setup && !codes ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
            <ShieldCheck aria-hidden /> {start.isPending ? t.starting : t.start}
          </Button>
        </div>
      ) : null}

      {enabled ? (
        <div className="grid gap-4">
          <p className="flex items-center gap-2 text-sm" data-testid="recovery-codes-left">
            <KeyRound className="size-4 text-muted-foreground" aria-hidden />
            {t.recoveryLeft(account.recoveryCodesLeft)}
          </p>
          {account.recoveryCodesLeft <= FEW_RECOVERY_CODES ? (
            <p className="text-sm font-medium text-amber-800">{t.recoveryLow}</p>
          ) : null}
          {account.requireTwoFactor ? (
            <p className="text-sm text-muted-foreground">{t.requiredByAgency}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <ConfirmDelete
              title={t.regenerateConfirm}
              description={t.regenerateDescription}
              confirmLabel={t.regenerateAction}
              onConfirm={() => regenerate.mutate()}
              trigger={
                <Button variant="outline" size="sm" disabled={regenerate.isPending}>
                  <RefreshCw aria-hidden /> {t.regenerate}
                </Button>
              }
            />
            {account.requireTwoFactor ? null : (
              <ConfirmDelete
                title={t.removeConfirm}
                description={t.removeDescription}
                confirmLabel={t.removeAction}
                onConfirm={() => remove.mutate()}
                trigger={
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    disabled={remove.isPending}
                  >
                    <ShieldOff aria-hidden /> {t.remove}
                  </Button>
                }
              />
            )}
          </div>
        </div>
      ) : null}
    </FormSection>
  );
}
