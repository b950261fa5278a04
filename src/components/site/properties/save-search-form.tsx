"use client";
// "Get alerts for this search" under the list (docs/product.md#saved-searches): a disclosure
// whose form saves the list's current filters (the address bar's query, read when sent, as the
// list changes in place) with an address and a frequency. Its checks and call load on first
// focus, like every public form (use-public-form.ts).
import { useRef, useState } from "react";
import { Bell } from "@/components/site/icons";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { SavedSearchFormValues } from "@/lib/forms/saved-search-checks";
import type { Locale } from "@/lib/i18n/locales";
import type { FormMessages } from "@/lib/i18n/messages/forms";
import type { SaveSearchFormTexts } from "@/lib/saved-searches/form-texts";
import { SAVED_SEARCH_FREQUENCIES } from "@/lib/schemas/saved-search";
import { HoneypotField } from "../forms/honeypot-field";
import { type ConsentNotice, PrivacyLine } from "../forms/privacy-line";
import { SubmitButton } from "../forms/submit-button";
import { usePublicForm } from "../forms/use-public-form";

const loadChecks = () => import("@/lib/forms/saved-search-checks");
const EMPTY: SavedSearchFormValues = {
  email: "",
  frequency: "daily",
  website: "",
  consentVersion: "",
};

export function SaveSearchForm({
  locale,
  t,
  tf,
  consent,
}: {
  locale: Locale;
  t: SaveSearchFormTexts;
  tf: Pick<FormMessages, "email" | "errors" | "honeypot" | "privacyLine">;
  consent: ConsentNotice;
}) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const tooMany = useRef(false);
  const { errors, sending, hydrated, formProps } = usePublicForm({
    empty: EMPTY,
    check: async (values: SavedSearchFormValues, refused) =>
      (await loadChecks()).checkSavedSearchForm(
        values,
        { query: window.location.search, locale },
        tf.errors,
        t.queryInvalid,
        refused,
      ),
    send: async (search) => {
      setOutcome(null);
      tooMany.current = false;
      try {
        return await (await loadChecks()).sendSavedSearch(search);
      } catch (error) {
        tooMany.current = (error as { status?: number }).status === 429;
        throw error;
      }
    },
    sent: () => setOutcome({ ok: true, text: t.formSent }),
    failed: () => setOutcome({ ok: false, text: tooMany.current ? t.formTooMany : t.formFailed }),
  });
  const emailError = errors.email;
  const queryError = errors.query ?? errors.frequency;
  return (
    <details className="group rounded-lg border border-border bg-card" data-testid="save-search">
      <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-4 font-medium text-foreground sm:px-6 [&::-webkit-details-marker]:hidden">
        <Bell aria-hidden className="size-5 text-brand" />
        {t.formOpen}
      </summary>
      <form
        {...formProps}
        onFocus={() => {
          formProps.onFocus();
          void loadChecks();
        }}
        className="grid gap-5 border-t border-border px-4 pt-5 pb-6 sm:px-6"
      >
        <p className="text-sm text-muted-foreground">{t.formIntro}</p>
        <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
          <FormField label={tf.email} htmlFor="alert-email" error={emailError} required>
            <Input
              id="alert-email"
              name="email"
              type="email"
              autoComplete="email"
              aria-required="true"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={fieldDescribedBy("alert-email", { error: emailError })}
            />
          </FormField>
          <FormField label={t.frequency} htmlFor="alert-frequency" error={queryError}>
            <NativeSelect
              id="alert-frequency"
              name="frequency"
              defaultValue="daily"
              aria-describedby={fieldDescribedBy("alert-frequency", { error: queryError })}
            >
              {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                <NativeSelectOption key={frequency} value={frequency}>
                  {t[frequency]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <HoneypotField label={tf.honeypot} />
        </fieldset>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <PrivacyLine consent={consent} t={tf.privacyLine} />
          <SubmitButton
            sending={sending}
            hydrated={hydrated}
            label={t.formSubmit}
            sendingLabel={t.formSending}
          />
        </div>
        <p
          role="status"
          data-testid="save-search-status"
          className={outcome?.ok === false ? "text-sm font-medium text-destructive" : "text-sm"}
        >
          {outcome?.text}
        </p>
      </form>
    </details>
  );
}
