"use client";
// "Dados pessoais": find what the site holds of one e-mail address, download it as JSON, or
// erase it (after confirmation and, when the password is not fresh, re-authentication).
// docs/product.md#personal-data-screen
import { DownloadIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { useReauthAction } from "@/components/admin/hooks/use-reauth-action";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { serverFieldErrors } from "@/lib/admin/content/server-error";
import { downloadFile } from "@/lib/admin/download-file";
import { privacyText } from "@/lib/admin/messages";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { Erasure, PersonalData } from "@/lib/schemas/personal-data";
import { PrivacySettingsCard } from "./privacy-settings-card";

const t = privacyText.personalData;

function SourceCounts({ counts, label }: { counts: Record<string, number>; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
      {Object.entries(counts).map(([source, n]) => (
        <li
          key={source}
          className="flex items-center justify-between gap-4 rounded-lg border border-border bg-background px-4 py-3"
        >
          <span>{t.sources[source] ?? source}</span>
          <span className="font-medium tabular-nums">{t.records(n)}</span>
        </li>
      ))}
    </ul>
  );
}

export function PersonalDataScreen() {
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<PersonalData | null>(null);
  const [erased, setErased] = useState<Erasure | null>(null);
  const find = useReauthAction({
    run: (address: string) => {
      setFound(null);
      setErased(null);
      return callApi(api.personalData.find, { query: { email: address } });
    },
    failed: t.searchError,
    onDone: setFound,
    // A bad address is told beside the field.
    onFailed: (error) => serverFieldErrors(error, ["email"]).length > 0,
  });
  const erase = useReauthAction({
    run: (address: string) => callApi(api.personalData.erase, { query: { email: address } }),
    done: { title: t.erasedTitle },
    failed: t.eraseError,
    onDone: (result) => {
      setFound(null);
      setErased(result);
    },
  });
  const fieldError = serverFieldErrors(find.error, ["email"])[0]?.[1];
  const total = found ? Object.values(found.counts).reduce((sum, n) => sum + n, 0) : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    find.mutate(email);
  };

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <form
        onSubmit={submit}
        noValidate
        className="mb-6 flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-xs sm:flex-row sm:items-end"
      >
        <FormField
          label={t.email}
          htmlFor="personal-data-email"
          hint={t.emailHint}
          error={fieldError}
          className="flex-1"
        >
          <Input
            id="personal-data-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldDescribedBy("personal-data-email", {
              hint: t.emailHint,
              error: fieldError,
            })}
          />
        </FormField>
        <Button type="submit" disabled={find.isPending} className="sm:mb-7">
          <SearchIcon aria-hidden />
          {find.isPending ? t.searching : t.search}
        </Button>
      </form>

      {found ? (
        <section
          aria-labelledby="personal-data-held"
          className="mb-6 rounded-xl border border-border bg-card p-5 shadow-xs"
        >
          <h2 id="personal-data-held" className="mb-1 font-semibold">
            {t.heldTitle}: {found.email}
          </h2>
          {total === 0 ? <p className="mb-4 text-muted-foreground">{t.heldNothing}</p> : null}
          <SourceCounts counts={found.counts} label={t.heldTitle} />
          <div className="mt-5 flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                downloadFile(
                  `dados-pessoais-${found.generatedAt.slice(0, 10)}.json`,
                  JSON.stringify(found, null, 2),
                  "application/json",
                )
              }
            >
              <DownloadIcon aria-hidden />
              {t.export}
            </Button>
            <ConfirmDelete
              title={t.eraseTitle}
              description={t.eraseDescription}
              confirmLabel={t.eraseConfirm}
              onConfirm={() => erase.mutate(found.email)}
              trigger={
                <Button type="button" variant="destructive" disabled={erase.isPending}>
                  <Trash2Icon aria-hidden />
                  {erase.isPending ? t.erasing : t.erase}
                </Button>
              }
            />
          </div>
        </section>
      ) : null}

      {erased ? (
        <section
          aria-labelledby="personal-data-erased"
          role="status"
          className="mb-6 rounded-xl border border-border bg-card p-5 shadow-xs"
        >
          <h2 id="personal-data-erased" className="mb-1 font-semibold">
            {t.erasedTitle}: {erased.email}
          </h2>
          <p className="mb-4 text-sm text-muted-foreground">{t.erasedDescription}</p>
          <SourceCounts counts={erased.counts} label={t.erasedTitle} />
          <p className="mt-4 text-sm text-muted-foreground">{t.backupsNote}</p>
        </section>
      ) : null}

      <PrivacySettingsCard />
    </>
  );
}
