"use client";
// 'A minha conta': the signed-in user's password, second factor and sessions. A user with a
// pending step lands here and can reach nothing else until it is done.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { FormSection } from "@/components/admin/content/form-section";
import { QueryView } from "@/components/admin/content/query-view";
import { PageHeader } from "@/components/admin/page-header";
import { accountText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import type { Account } from "@/lib/schemas/account";
import { PasswordSection } from "./password-section";
import { PendingBanner } from "./pending-banner";
import { SessionList } from "./session-list";
import { TwoFactorSection } from "./two-factor-section";

const t = accountText;

export function AccountScreen() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const query = useApiQuery(queryKeys.account, api.auth.me);

  /**
   * After a pending step is done: when nothing else is pending the rest of the admin area
   * opens, so on to the dashboard (else the banner now shows the next step).
   */
  async function afterStep() {
    await queryClient.refetchQueries({ queryKey: queryKeys.account });
    const now = queryClient.getQueryData<Account>(queryKeys.account);
    if (now && !now.pending) {
      router.replace("/admin/dashboard");
      router.refresh();
    }
  }

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <QueryView query={query}>
        {(account) => (
          <div className="grid max-w-4xl gap-6">
            {account.pending ? <PendingBanner step={account.pending} /> : null}
            <PasswordSection account={account} onChanged={afterStep} />
            <TwoFactorSection account={account} onStepDone={afterStep} />
            <FormSection
              id="sessions"
              title={t.sessions.title}
              description={t.sessions.descriptionSelf}
            >
              <SessionList userId={account.id} self />
            </FormSection>
          </div>
        )}
      </QueryView>
    </>
  );
}
