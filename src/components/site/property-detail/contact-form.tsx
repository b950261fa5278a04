"use client";
// The enquiry form beside a listing (docs/product.md#public-forms): validated in the visitor's
// language, sent to POST /api/leads as an inquiry about this property; the form resets after
// success and keeps what was typed after an error.
import { useMemo } from "react";
import { LoaderCircle } from "@/components/site/icons";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { FormTexts } from "@/lib/forms/check-form";
import { loadFormChecks } from "@/lib/forms/load-form-checks";
import type { ContactField } from "@/lib/forms/public-form-checks";
import { CONTACT_FORM_EMPTY, type ContactFormValues } from "@/lib/forms/public-form-values";
import type { Locale } from "@/lib/i18n/locales";
import type { FieldErrorMessages, FormMessages } from "@/lib/i18n/messages/forms";
import type { PropertyDetailMessages } from "@/lib/i18n/messages/property-detail";
import { type ConsentNotice, PrivacyLine } from "../forms/privacy-line";
import { usePublicForm } from "../forms/use-public-form";
import { toast } from "../toasts";

/** What the form shows: the panel's heading and the message template stay on the server. */
export type ContactFormTexts = Omit<
  PropertyDetailMessages["contact"],
  "title" | "subtitle" | "jump" | "interest"
>;

export function ContactForm({
  propertyRef,
  locale,
  interest,
  t,
  fieldErrors,
  consent,
  privacyLine,
}: {
  propertyRef: string;
  locale: Locale;
  /** The prefilled message, also sent when the visitor empties the field. */
  interest: string;
  t: ContactFormTexts;
  /** The public forms' messages, for what the enquiry's own do not say. */
  fieldErrors: Pick<FieldErrorMessages, "required" | "tooLong" | "invalid" | "phone">;
  consent: ConsentNotice;
  privacyLine: FormMessages["privacyLine"];
}) {
  const texts = useMemo(
    (): FormTexts<ContactField> => ({
      required: fieldErrors.required,
      tooLong: fieldErrors.tooLong,
      email: t.errors.emailInvalid,
      invalid: fieldErrors.invalid,
      fields: {
        name: { required: t.errors.nameRequired },
        email: { required: t.errors.emailRequired },
        phone: { invalid: fieldErrors.phone },
      },
    }),
    [t.errors, fieldErrors],
  );
  const { errors, sending, hydrated, formProps } = usePublicForm({
    empty: CONTACT_FORM_EMPTY,
    check: async (values: ContactFormValues, refused) =>
      (await loadFormChecks()).checkContactForm(
        values,
        { interest, propertyRef, locale },
        texts,
        refused,
      ),
    send: async (lead) => (await loadFormChecks()).sendLead(lead),
    sent: () => toast.success(t.success.title, { description: t.success.description }),
    failed: () => toast.error(t.failure.title, { description: t.failure.description }),
  });

  const error = (field: ContactField) => errors[field];
  return (
    <form
      {...formProps}
      aria-labelledby="contact-title"
      className="grid gap-4"
      data-testid="contact-form"
    >
      <FormField label={t.name} htmlFor="contact-name" error={error("name")} required>
        <Input
          id="contact-name"
          autoComplete="name"
          required
          aria-invalid={error("name") ? true : undefined}
          aria-describedby={fieldDescribedBy("contact-name", { error: error("name") })}
          name="name"
        />
      </FormField>
      <FormField label={t.email} htmlFor="contact-email" error={error("email")} required>
        <Input
          id="contact-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={error("email") ? true : undefined}
          aria-describedby={fieldDescribedBy("contact-email", { error: error("email") })}
          name="email"
        />
      </FormField>
      <FormField
        label={
          <>
            {t.phone} <span className="font-normal text-muted-foreground">{t.optional}</span>
          </>
        }
        htmlFor="contact-phone"
        error={error("phone")}
      >
        <Input
          id="contact-phone"
          type="tel"
          autoComplete="tel"
          aria-invalid={error("phone") ? true : undefined}
          aria-describedby={fieldDescribedBy("contact-phone", { error: error("phone") })}
          name="phone"
        />
      </FormField>
      <FormField label={t.message} htmlFor="contact-message" error={error("message")}>
        <Textarea
          id="contact-message"
          rows={5}
          className="max-h-72"
          aria-invalid={error("message") ? true : undefined}
          aria-describedby={fieldDescribedBy("contact-message", { error: error("message") })}
          name="message"
          defaultValue={interest}
        />
      </FormField>
      {/* Bots fill every field; people never see this one (docs/product.md#public-forms). */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t.honeypot}
          <input type="text" tabIndex={-1} autoComplete="off" name="website" />
        </label>
      </div>
      <Button
        type="submit"
        size="lg"
        variant="brand"
        className="mt-1 w-full"
        disabled={!hydrated || sending}
        data-testid="contact-submit"
      >
        {sending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {sending ? t.sending : t.submit}
      </Button>
      <PrivacyLine consent={consent} t={privacyLine} className="text-center" />
    </form>
  );
}
