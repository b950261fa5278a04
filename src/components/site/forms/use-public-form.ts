"use client";
// The one way a public form behaves (docs/product.md#public-forms): fields are plain named inputs read from
// the form when it is sent, checked by the form's schema (public-form-checks.ts, loaded on first
// focus), each error shown next to its field, the first invalid field in reading order focused.
// What the API refuses all the same is shown the same way, in the visitor's language, as the
// admin forms show the server's messages. After a first attempt, a field's message follows what
// is typed. What was typed stays after a failure; the form empties after success.
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { ApiIssue } from "@/lib/api/endpoint";
import type { Checked, FieldErrors } from "@/lib/forms/check-form";
import { loadFormChecks } from "@/lib/forms/load-form-checks";
import { useHydrated } from "../use-hydrated";

type FormValues<V> = { [K in keyof V]: string | boolean | string[] };

/**
 * The form's values as typed: a checkbox where `empty` holds a boolean, every value of the name
 * where it holds a list (a file input's: the files' names), text otherwise.
 */
function valuesOf<V extends FormValues<V>>(form: HTMLFormElement, empty: V): V {
  const data = new FormData(form);
  const text = (value: FormDataEntryValue | null) =>
    typeof value === "string" ? value : (value?.name ?? "");
  return Object.fromEntries(
    Object.entries(empty).map(([name, blank]) => [
      name,
      typeof blank === "boolean"
        ? data.get(name) !== null
        : Array.isArray(blank)
          ? data.getAll(name).map(text).filter(Boolean)
          : text(data.get(name)),
    ]),
  ) as V;
}

/** Focuses the first field, in reading order, that has a message. */
function focusFirst(form: HTMLFormElement, errors: FieldErrors<string>) {
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      "name" in element && typeof element.name === "string" && !!errors[element.name],
  );
  first?.focus();
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
  /** Checks the values, and tells the issues the API `refused` them for beside their fields. */
  check: (values: V, refused?: readonly ApiIssue[]) => Promise<Checked<D, F>>;
  /** Sends what passed the check; a rejection means the server did not take it. */
  send: (data: D) => Promise<unknown>;
  sent: () => void;
  failed: () => void;
  /** Called when the visitor sends a form that does not pass its check, or the API's. */
  invalid?: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [sending, setSending] = useState(false);
  const attempted = useRef(false);
  // The API's messages stay beside their fields until the visitor changes them.
  const refusedErrors = useRef<FieldErrors<F>>({});
  const hydrated = useHydrated();

  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    if (!attempted.current) return;
    const changed = (event.target as HTMLInputElement).name as F;
    delete refusedErrors.current[changed];
    const checked = await check(valuesOf(event.currentTarget, empty));
    const current: FieldErrors<F> = checked.ok ? {} : checked.errors;
    setErrors((shown) => {
      const fields = new Set([...(Object.keys(shown) as F[]), changed]);
      return Object.fromEntries(
        [...fields].flatMap((field) => {
          const message = current[field] ?? refusedErrors.current[field];
          return message ? [[field, message]] : [];
        }),
      ) as FieldErrors<F>;
    });
  };

  const showInvalid = (form: HTMLFormElement, errors: FieldErrors<F>) => {
    setErrors(errors);
    focusFirst(form, errors);
    invalid?.();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    attempted.current = true;
    refusedErrors.current = {};
    const form = event.currentTarget;
    // Read before the fieldset is disabled for sending: a disabled field is not in FormData.
    const values = valuesOf(form, empty);
    const checked = await check(values);
    if (!checked.ok) {
      showInvalid(form, checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await send(checked.data);
      form.reset();
      attempted.current = false;
      sent();
    } catch (error) {
      const refused = (await loadFormChecks()).refusedIssues(error);
      const told = refused.length > 0 ? await check(values, refused) : null;
      if (told && !told.ok && Object.keys(told.errors).length > 0) {
        refusedErrors.current = told.errors;
        // A field in the disabled fieldset cannot take the focus: enable them first.
        flushSync(() => setSending(false));
        showInvalid(form, told.errors);
      } else {
        failed();
      }
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
