"use client";
import { Controller, type UseFormReturn } from "react-hook-form";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { UserFormValues } from "@/lib/admin/content/form-values";
import { contentText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { STAFF_ACCESS, type StaffAccess } from "@/lib/schemas/account";

const t = contentText.users;

/**
 * "Acesso" (Administrador / Consultor) and, for a consultant, the profile the account is: the
 * server checks both (docs/security.md#staff-rights). One's own access is shown, not changed.
 */
export function UserAccessFields({
  form,
  own,
  userId,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's parsed output does not matter here
  form: UseFormReturn<UserFormValues, unknown, any>;
  own: boolean;
  userId: string | undefined;
}) {
  const consultants = useApiQuery(queryKeys.consultants, api.consultants.list);
  const users = useApiQuery(queryKeys.users, api.users.list);
  const access = form.watch("access");
  const taken = new Set(
    (users.data ?? [])
      .filter((user) => user.id !== userId && user.consultantId)
      .map((user) => user.consultantId),
  );
  const accessError = form.formState.errors.access?.message;
  const consultantError = form.formState.errors.consultantId?.message;
  const accessHint = own ? t.ownAccessHint : t.accessHint;
  return (
    <>
      <FormField label={t.access} htmlFor="access" hint={accessHint} error={accessError}>
        <NativeSelect
          id="access"
          disabled={own}
          aria-invalid={accessError ? true : undefined}
          aria-describedby={fieldDescribedBy("access", { hint: accessHint, error: accessError })}
          {...form.register("access", { setValueAs: (value) => value as StaffAccess })}
        >
          {STAFF_ACCESS.map((value) => (
            <NativeSelectOption key={value} value={value}>
              {t.accessLabels[value]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      {access === "consultant" ? (
        <Controller
          control={form.control}
          name="consultantId"
          render={({ field }) => (
            <FormField
              label={t.consultant}
              htmlFor="consultantId"
              hint={t.consultantHint}
              error={consultantError}
              required
            >
              <NativeSelect
                id="consultantId"
                ref={field.ref}
                name={field.name}
                required
                aria-invalid={consultantError ? true : undefined}
                aria-describedby={fieldDescribedBy("consultantId", {
                  hint: t.consultantHint,
                  error: consultantError,
                })}
                value={field.value ?? ""}
                onChange={(event) => field.onChange(event.target.value || null)}
                onBlur={field.onBlur}
              >
                <NativeSelectOption value="">{t.noConsultant}</NativeSelectOption>
                {consultants.data
                  ?.filter((person) => !taken.has(person.id))
                  .map((person) => (
                    <NativeSelectOption key={person.id} value={person.id}>
                      {person.name}
                    </NativeSelectOption>
                  ))}
              </NativeSelect>
            </FormField>
          )}
        />
      ) : null}
    </>
  );
}
