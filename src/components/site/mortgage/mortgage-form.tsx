"use client";
import { CircleAlertIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  loadFormChecks,
  MORTGAGE_FORM_EMPTY,
  type MortgageFormValues,
} from "@/lib/forms/public-form-values";
import { checkedResolver } from "@/lib/forms/resolver";
import type { Locale } from "@/lib/i18n/locales";
import type { FormMessages } from "@/lib/i18n/messages/forms";
import type { MortgageMessages } from "@/lib/i18n/messages/mortgage";
import { ContactFields } from "../forms/contact-fields";
import { HoneypotField } from "../forms/honeypot-field";
import { OptionalLabel } from "../forms/optional-label";
import { SubmitButton } from "../forms/submit-button";
import { toast } from "../toasts";

/** SPEC.md §8: the mortgage toasts stay for 5 seconds. */
const TOAST_MS = 5000;

/**
 * The mortgage request (SPEC.md §2, §5): with a required field missing or invalid, a
 * destructive toast appears, the fields say what is wrong, and nothing is sent.
 */
export function MortgageForm({
  locale,
  t,
  tf,
}: {
  locale: Locale;
  t: MortgageMessages;
  tf: FormMessages;
}) {
  const check = useCallback(
    async (values: MortgageFormValues) =>
      (await loadFormChecks()).checkMortgageForm(values, locale, tf.errors, t.consentError),
    [locale, tf, t],
  );
  const resolver = useMemo(() => checkedResolver(check), [check]);
  const form = useForm<MortgageFormValues>({
    resolver,
    shouldFocusError: false,
    defaultValues: MORTGAGE_FORM_EMPTY,
  });
  const [sending, setSending] = useState(false);
  const errors = form.formState.errors;
  const messageError = errors.message?.message;
  const consentError = errors.consent?.message;

  async function send(values: MortgageFormValues) {
    const checked = await check(values);
    if (!checked.ok) return;
    const { consent: _agreed, ...request } = checked.data;
    setSending(true);
    try {
      await (await loadFormChecks()).sendMortgageRequest(request);
      toast.success(t.success, { duration: TOAST_MS });
      form.reset();
    } catch {
      toast.error(t.failure, { duration: TOAST_MS });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="form-title"
      onSubmit={form.handleSubmit(send, (invalid) => {
        // The first invalid field in reading order (not in registration order) takes focus.
        const first = Object.keys(invalid)[0] as keyof MortgageFormValues | undefined;
        if (first) form.setFocus(first);
        toast.error(t.failure, { duration: TOAST_MS });
      })}
      onFocus={() => void loadFormChecks()}
      className="relative"
      data-testid="mortgage-form"
    >
      <p className="mb-6 text-sm text-muted-foreground">{tf.requiredNote}</p>
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
        <ContactFields
          register={form.register}
          errors={errors}
          labels={{ name: tf.fullName, email: tf.email, phone: tf.phone }}
        />
        <FormField
          label={<OptionalLabel label={t.message} marker={tf.optional} />}
          htmlFor="message"
          error={messageError}
          className="sm:col-span-2"
        >
          <Textarea
            id="message"
            rows={4}
            placeholder={t.messagePlaceholder}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={fieldDescribedBy("message", { error: messageError })}
            {...form.register("message")}
          />
        </FormField>
        <div className="grid gap-2 sm:col-span-2" data-invalid={consentError ? "true" : undefined}>
          <div className="flex items-start gap-3 rounded-lg bg-secondary/60 p-4">
            <input
              id="consent"
              type="checkbox"
              aria-required="true"
              aria-invalid={consentError ? true : undefined}
              aria-describedby={fieldDescribedBy("consent", { error: consentError })}
              className="mt-1 size-4 shrink-0 cursor-pointer rounded-sm accent-primary"
              {...form.register("consent")}
            />
            <Label htmlFor="consent" className="leading-relaxed font-normal">
              <span>
                {t.consent}
                <span aria-hidden="true" className="ml-0.5 text-destructive">
                  *
                </span>
              </span>
            </Label>
          </div>
          {consentError ? (
            <p
              id="consent-error"
              role="alert"
              className="flex items-start gap-1.5 text-sm font-medium text-destructive"
            >
              <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{consentError}</span>
            </p>
          ) : null}
        </div>
        <HoneypotField label={tf.honeypot} register={form.register("website")} />
        <div className="flex pt-2 sm:col-span-2 sm:justify-end">
          <SubmitButton sending={sending} label={t.submit} sendingLabel={tf.sending} />
        </div>
      </fieldset>
    </form>
  );
}
