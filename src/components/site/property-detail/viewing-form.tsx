"use client";
// The viewing booking form (docs/product.md#viewings), loaded when the visitor opens it: a day,
// one of its free times (Lisbon's, and the visitor's own when it differs), then name, e-mail,
// phone and the language to be contacted in. What the API refuses is shown beside its field in
// the visitor's language; a slot taken meanwhile says so and the times are fetched again.
import { type FormEvent, useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { ApiError, callApi } from "@/lib/api/client";
import { viewings } from "@/lib/api/viewings";
import { interpolate } from "@/lib/i18n/define-messages";
import { INTL_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { forms } from "@/lib/i18n/messages/forms";
import { viewingMessages } from "@/lib/i18n/messages/viewing";
import type { ViewingSlot } from "@/lib/schemas/viewing";
import { type ConsentNotice, PrivacyLine } from "../forms/privacy-line";
import { type DaySlots, slotsByDay } from "./viewing-slots";

export interface ViewingFormProps {
  propertyId: string;
  locale: Locale;
  consent: ConsentNotice;
}

type Field = "start" | "name" | "email" | "phone" | "language";
/** How many days of free times the form asks for at once (the API takes up to 31). */
const DAYS = 21;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function ViewingForm({ propertyId, locale, consent }: ViewingFormProps) {
  const t = viewingMessages[locale];
  const f = forms[locale];
  const [slots, setSlots] = useState<ViewingSlot[] | null | "failed">(null);
  const [date, setDate] = useState("");
  const [start, setStart] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ text: string; done: boolean } | null>(null);

  const load = useCallback(() => {
    setSlots(null);
    callApi(viewings.slots, {
      params: { id: propertyId },
      query: { from: inDays(0), to: inDays(DAYS) },
    })
      .then((answer) => setSlots(answer.slots))
      .catch(() => setSlots("failed"));
  }, [propertyId]);
  useEffect(load, [load]);

  const days: DaySlots[] = useMemo(
    () => (Array.isArray(slots) ? slotsByDay(slots, INTL_LOCALE[locale]) : []),
    [slots, locale],
  );
  const day = days.find((d) => d.date === date) ?? days[0];

  const messageFor = (field: string): string =>
    field === "email"
      ? f.errors.email
      : field === "phone"
        ? f.errors.phone
        : field === "start"
          ? t.pickTime
          : f.errors.required;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? "").trim();
    const missing: Partial<Record<Field, string>> = {};
    if (!start) missing.start = t.pickTime;
    for (const field of ["name", "email", "phone"] as const) {
      if (!value(field)) missing[field] = f.errors.required;
    }
    setErrors(missing);
    setNotice(null);
    if (Object.keys(missing).length) return;
    setSending(true);
    try {
      const booked = await callApi(viewings.create, {
        body: {
          propertyId,
          start,
          name: value("name"),
          email: value("email"),
          phone: value("phone"),
          language: value("language") as Locale,
          consentVersion: value("consentVersion") || null,
        },
      });
      const when = day?.slots.find((s) => s.start === booked.start);
      setNotice({
        text: interpolate(t.done, { when: `${day?.label ?? ""} ${when?.lisbon ?? ""}` }),
        done: true,
      });
      event.currentTarget?.reset();
      setStart("");
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setErrors({ start: t.taken });
        setStart("");
        load();
      } else if (error instanceof ApiError && error.status === 400) {
        setErrors(
          Object.fromEntries(Object.keys(error.fieldErrors).map((k) => [k, messageFor(k)])),
        );
      } else {
        setNotice({ text: t.failed, done: false });
      }
    } finally {
      setSending(false);
    }
  };

  if (slots === null)
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {t.loading}
      </p>
    );
  if (slots === "failed") {
    return (
      <p className="text-sm" role="alert">
        {t.loadFailed}{" "}
        <Button type="button" variant="link" className="h-auto p-0" onClick={load}>
          {t.send}
        </Button>
      </p>
    );
  }
  if (days.length === 0) return <p className="text-sm text-muted-foreground">{t.none}</p>;
  if (notice?.done)
    return (
      <p className="rounded-md bg-muted p-4 text-sm" role="status">
        {notice.text}
      </p>
    );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t.send}>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      <FormField label={t.day} htmlFor="viewing-day">
        <NativeSelect
          id="viewing-day"
          value={day?.date}
          onChange={(event) => {
            setDate(event.target.value);
            setStart("");
          }}
        >
          {days.map((d) => (
            <NativeSelectOption key={d.date} value={d.date}>
              {d.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset aria-describedby={errors.start ? "viewing-start-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">
          {t.time}
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {day?.slots.map((slot) => (
            <label
              key={slot.start}
              className="flex cursor-pointer flex-col rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="start"
                  value={slot.start}
                  checked={start === slot.start}
                  onChange={() => setStart(slot.start)}
                  className="accent-primary"
                />
                {interpolate(t.lisbon, { time: slot.lisbon })}
              </span>
              {slot.local ? (
                <span className="ml-6 text-xs text-muted-foreground">
                  {interpolate(t.yourTime, { time: slot.local })}
                </span>
              ) : null}
            </label>
          ))}
        </div>
        {errors.start ? (
          <p id="viewing-start-error" role="alert" className="mt-2 text-sm text-destructive">
            {errors.start}
          </p>
        ) : null}
      </fieldset>
      {(["name", "email", "phone"] as const).map((field) => (
        <FormField
          key={field}
          label={f[field]}
          htmlFor={`viewing-${field}`}
          error={errors[field]}
          required
        >
          <Input
            id={`viewing-${field}`}
            name={field}
            type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
            autoComplete={field === "phone" ? "tel" : field}
            required
            aria-invalid={!!errors[field]}
            aria-describedby={errors[field] ? `viewing-${field}-error` : undefined}
          />
        </FormField>
      ))}
      <FormField label={t.language} htmlFor="viewing-language">
        <NativeSelect id="viewing-language" name="language" defaultValue={locale}>
          {LOCALES.map((code) => (
            <NativeSelectOption key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <PrivacyLine consent={consent} t={f.privacyLine} />
      {notice ? (
        <p role="alert" className="text-sm text-destructive">
          {notice.text}
        </p>
      ) : null}
      <Button type="submit" disabled={sending}>
        {sending ? t.sending : t.send}
      </Button>
    </form>
  );
}
