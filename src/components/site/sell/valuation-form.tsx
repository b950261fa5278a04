"use client";
import { useCallback, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  loadFormChecks,
  SELL_FORM_EMPTY,
  type SellFormValues,
} from "@/lib/forms/public-form-values";
import { checkedResolver } from "@/lib/forms/resolver";
import { composeValuationMessage } from "@/lib/forms/valuation-message";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import type { FormMessages } from "@/lib/i18n/messages/forms";
import type { SellMessages } from "@/lib/i18n/messages/sell";
import { ContactFields } from "../forms/contact-fields";
import { HoneypotField } from "../forms/honeypot-field";
import { SubmitButton } from "../forms/submit-button";
import { toast } from "../toasts";
import { PropertyFields } from "./property-fields";

/**
 * The valuation request (SPEC.md §2, §5): checked in the browser, then sent as a lead of type
 * "valuation" whose message lists the property's details in the visitor's language.
 */
export function ValuationForm({
  locale,
  t,
  tf,
  propertyTypes,
}: {
  locale: Locale;
  t: SellMessages;
  tf: FormMessages;
  propertyTypes: (typeof common)["pt"]["propertyType"];
}) {
  const check = useCallback(
    async (values: SellFormValues) =>
      (await loadFormChecks()).checkValuationForm(values, tf.errors),
    [tf.errors],
  );
  const resolver = useMemo(() => checkedResolver(check), [check]);
  const form = useForm<SellFormValues>({
    resolver,
    defaultValues: SELL_FORM_EMPTY,
  });
  const [photos, setPhotos] = useState<string[]>([]);
  const photoInput = useRef<HTMLInputElement>(null);
  // Our own flag rather than isSubmitting: the fields must stay enabled while validation runs,
  // or the first invalid one could not take focus.
  const [sending, setSending] = useState(false);

  async function send(typed: SellFormValues) {
    const checked = await check(typed);
    if (!checked.ok) return;
    const values = checked.data;
    const message = composeValuationMessage(
      { ...values, observations: values.observations ?? "", photos },
      { lines: t.message, propertyTypes, conditions: t.conditions },
      locale,
    );
    setSending(true);
    try {
      await (await loadFormChecks()).sendLead({
        name: values.name,
        email: values.email,
        phone: values.phone,
        message,
        type: "valuation",
        language: locale,
        website: values.website,
      });
      toast.success(t.success.title, { description: t.success.description });
      form.reset();
      setPhotos([]);
      if (photoInput.current) photoInput.current.value = "";
    } catch {
      toast.error(t.failure.title, { description: t.failure.description });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="form-title"
      onSubmit={form.handleSubmit(send)}
      onFocus={() => void loadFormChecks()}
      className="relative"
      data-testid="valuation-form"
    >
      <p className="mb-6 text-sm text-muted-foreground">{tf.requiredNote}</p>
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
        <ContactFields
          register={form.register}
          errors={form.formState.errors}
          labels={{ name: tf.name, email: tf.email, phone: tf.phone }}
        />
        <PropertyFields
          form={form}
          t={t}
          tf={tf}
          propertyTypes={propertyTypes}
          photos={photos}
          onPhotosChange={setPhotos}
          photoInput={photoInput}
        />
        <HoneypotField label={tf.honeypot} register={form.register("website")} />
        <div className="flex pt-2 sm:col-span-2 sm:justify-end">
          <SubmitButton sending={sending} label={t.submit} sendingLabel={tf.sending} />
        </div>
      </fieldset>
    </form>
  );
}
