"use client";
// The one way a public form behaves (SPEC.md §5, §8): fields are plain named inputs read from
// the form when it is sent, checked by the form's schema (public-form-checks.ts, loaded on first
// focus), each error shown next to its field, the first invalid field in reading order focused.
// After a first attempt, a field's message follows what is typed. What was typed stays after a
// failure; the form empties after success.
import { type FormEvent, useRef, useState } from "react";
import type { Checked, FieldErrors } from "@/lib/forms/check-form";
import { loadFormChecks } from "@/lib/forms/load-form-checks";
import { useHydrated } from "../use-hydrated";

type FormValues<V> = { [K in keyof V]: string | boolean };

/** The form's values as typed: a checkbox where `empty` holds a boolean, text otherwise. */
function valuesOf<V extends FormValues<V>>(form: HTMLFormElement, empty: V): V {
  const data = new FormData(form);
  return Object.fromEntries(
    Object.entries(empty).map(([name, blank]) => [
      name,
      typeof blank === "boolean" ? data.get(name) !== null : String(data.get(name) ?? ""),
    ]),
  ) as V;
}

export function usePublicForm<V extends FormValues<V>, F extends string, D>({
  empty,
  check,
  send,
  sent,
  failed,
  invalid,
}: {
  /** Every field the form sends, with its empty value. */
  empty: V;
  check: (values: V) => Promise<Checked<D, F>>;
  /** Sends what passed the check; a rejection means the server did not take it. */
  send: (data: D) => Promise<unknown>;
  sent: () => void;
  failed: () => void;
  /** Called when the visitor sends a form that does not pass its check. */
  invalid?: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [sending, setSending] = useState(false);
  const attempted = useRef(false);
  const hydrated = useHydrated();

  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    if (!attempted.current) return;
    const changed = (event.target as HTMLInputElement).name;
    const checked = await check(valuesOf(event.currentTarget, empty));
    const current: FieldErrors<F> = checked.ok ? {} : checked.errors;
    setErrors((shown) => {
      const fields = new Set([...Object.keys(shown), changed]);
      return Object.fromEntries(
        [...fields].flatMap((field) => {
          const message = current[field as F];
          return message ? [[field, message]] : [];
        }),
      ) as FieldErrors<F>;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    attempted.current = true;
    const form = event.currentTarget;
    const checked = await check(valuesOf(form, empty));
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      const errors: FieldErrors<string> = checked.errors;
      const first = Array.from(form.elements).find(
        (element): element is HTMLInputElement =>
          "name" in element && typeof element.name === "string" && !!errors[element.name],
      );
      first?.focus();
      invalid?.();
      return;
    }
    setSending(true);
    try {
      await send(checked.data);
      form.reset();
      attempted.current = false;
      sent();
    } catch {
      failed();
    } finally {
      setSending(false);
    }
  };

  return {
    errors,
    sending,
    /** False until React runs: the submit button waits, so the form never posts itself. */
    hydrated,
    formProps: {
      method: "post",
      noValidate: true,
      onSubmit,
      onChange,
      onFocus: () => void loadFormChecks(),
    },
  };
}
