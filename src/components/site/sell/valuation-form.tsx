"use client";
import { useRef, useState } from "react";
import { loadFormChecks } from "@/lib/forms/load-form-checks";
import { SELL_FORM_EMPTY, type SellFormValues } from "@/lib/forms/public-form-values";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import type { FormMessages } from "@/lib/i18n/messages/forms";
import type { SellMessages } from "@/lib/i18n/messages/sell";
import { ContactFields } from "../forms/contact-fields";
import { HoneypotField } from "../forms/honeypot-field";
import { type ConsentNotice, PrivacyLine } from "../forms/privacy-line";
import { SubmitButton } from "../forms/submit-button";
import { usePublicForm } from "../forms/use-public-form";
import { toast } from "../toasts";
import { PropertyFields } from "./property-fields";

/**
 * The valuation request (docs/product.md#sell-page): sent as a lead of type "valuation" whose message lists
 * the property's details in the visitor's language, and checked in the browser as that lead.
 */
export function ValuationForm({
  locale,
  t,
  tf,
  propertyTypes,
  consent,
}: {
  locale: Locale;
  t: SellMessages;
  tf: FormMessages;
  propertyTypes: (typeof common)["pt"]["propertyType"];
  consent: ConsentNotice;
}) {
  const [photos, setPhotos] = useState<string[]>([]);
  const photoInput = useRef<HTMLInputElement>(null);
  const { errors, sending, hydrated, formProps } = usePublicForm({
    empty: SELL_FORM_EMPTY,
    check: async (values: SellFormValues, refused) =>
      (await loadFormChecks()).checkValuationForm(
        values,
        { locale, labels: { lines: t.message, propertyTypes, conditions: t.conditions } },
        { ...tf.errors, tooManyPhotos: t.fields.tooManyPhotos },
        refused,
      ),
    send: async (lead) => (await loadFormChecks()).sendLead(lead),
    sent: () => {
      toast.success(t.success.title, { description: t.success.description });
      setPhotos([]);
      if (photoInput.current) photoInput.current.value = "";
    },
    failed: () => toast.error(t.failure.title, { description: t.failure.description }),
  });

  return (
    <form
      {...formProps}
      aria-labelledby="form-title"
      className="relative"
      data-testid="valuation-form"
    >
      <p className="mb-6 text-sm text-muted-foreground">{tf.requiredNote}</p>
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
        <ContactFields
          errors={errors}
          labels={{ name: tf.name, email: tf.email, phone: tf.phone }}
        />
        <PropertyFields
          errors={errors}
          t={t}
          tf={tf}
          propertyTypes={propertyTypes}
          photos={photos}
          onPhotosChange={setPhotos}
          photoInput={photoInput}
        />
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
