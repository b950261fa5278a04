"use client";
import { CircleAlert } from "@/components/site/icons";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { loadFormChecks } from "@/lib/forms/load-form-checks";
import { MORTGAGE_FORM_EMPTY, type MortgageFormValues } from "@/lib/forms/public-form-values";
import type { Locale } from "@/lib/i18n/locales";
import type { FormMessages } from "@/lib/i18n/messages/forms";
import type { MortgageMessages } from "@/lib/i18n/messages/mortgage";
import { ContactFields } from "../forms/contact-fields";
import { HoneypotField } from "../forms/honeypot-field";
import { OptionalLabel } from "../forms/optional-label";
import { type ConsentNotice, PrivacyLine } from "../forms/privacy-line";
import { SubmitButton } from "../forms/submit-button";
import { usePublicForm } from "../forms/use-public-form";
import { toast } from "../toasts";

/** The mortgage toasts stay for 5 seconds (docs/product.md#public-forms). */
const TOAST_MS = 5000;

/**
 * The mortgage request (docs/product.md#mortgage-page): with a required field missing or
 * invalid, a destructive toast appears, the fields say what is wrong, and nothing is sent.
 */
export function MortgageForm({
  locale,
  t,
  tf,
  consent,
}: {
  locale: Locale;
  t: MortgageMessages;
  tf: FormMessages;
  consent: ConsentNotice;
}) {
  const { errors, sending, hydrated, formProps } = usePublicForm({
    empty: MORTGAGE_FORM_EMPTY,
    check: async (values: MortgageFormValues, refused) =>
      (await loadFormChecks()).checkMortgageForm(
        values,
        locale,
        tf.errors,
        t.consentError,
        refused,
      ),
    send: async ({ consent: _agreed, ...request }) =>
      (await loadFormChecks()).sendMortgageRequest(request),
    sent: () => toast.success(t.success, { duration: TOAST_MS }),
    failed: () => toast.error(t.failure, { duration: TOAST_MS }),
    invalid: () => toast.error(t.failure, { duration: TOAST_MS }),
  });
  const messageError = errors.message;
  const consentError = errors.consent;

  return (
    <form
      {...formProps}
      aria-labelledby="form-title"
      className="relative"
      data-testid="mortgage-form"
    >
      <p className="mb-6 text-sm text-muted-foreground">{tf.requiredNote}</p>
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
        <ContactFields
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
            name="message"
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
              name="consent"
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
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{consentError}</span>
            </p>
          ) : null}
        </div>
        <HoneypotField label={tf.honeypot} />
        <div className="flex flex-col gap-3 pt-2 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <PrivacyLine consent={consent} t={tf.privacyLine} />
          <SubmitButton
            sending={sending}
            hydrated={hydrated}
            label={t.submit}
            sendingLabel={tf.sending}
          />
        </div>
      </fieldset>
    </form>
  );
}
