"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormSection } from "@/components/admin/content/form-section";
import { TextField } from "@/components/admin/content/text-field";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { Button } from "@/components/ui/button";
import { accountText } from "@/lib/admin/messages";
import { queryKeys } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { Account } from "@/lib/schemas/account";
import { userCreateSchema } from "@/lib/schemas/user";

const t = accountText.password;

// The password rule of the user schemas, so the form says what the server would.
const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, t.currentRequired),
    password: userCreateSchema.shape.password,
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ["confirm"],
    message: t.mismatch,
  });
type Values = z.infer<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: "", password: "", confirm: "" };

/** A new password for one's own account (PATCH /api/users/{me}, with the current one). */
export function PasswordSection({
  account,
  onChanged,
}: {
  account: Account;
  /** After a change that was the pending step. */
  onChanged: () => void;
}) {
  // Read when the form is sent: the account data is fetched again once the change is saved.
  const wasPending = useRef(false);
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const save = useSaveForm({
    form,
    fields: ["currentPassword", "password"],
    save: ({ currentPassword, password }: Values) =>
      callApi(api.users.update, {
        params: { id: account.id },
        body: { currentPassword, password },
      }),
    invalidate: queryKeys.account,
    saved: { title: t.changed, description: t.changedDescription },
    failed: t.error,
    // A changed password is not kept in the page.
    savedValues: () => EMPTY,
    afterSave: () => {
      if (wasPending.current) onChanged();
    },
  });

  return (
    <FormSection id="password" title={t.title} description={t.description}>
      <form
        noValidate
        onSubmit={(event) => {
          wasPending.current = account.pending === "password";
          return save.submit(event);
        }}
        className="grid gap-5"
      >
        {/* For password managers: whose password this is. */}
        <input type="text" autoComplete="username" value={account.email} readOnly hidden />
        <TextField
          form={form}
          name="currentPassword"
          idPrefix="account"
          label={t.currentPassword}
          type="password"
          required
          hint={t.currentPasswordHint}
          autoComplete="current-password"
          className="md:max-w-[calc(50%-0.625rem)]"
        />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            form={form}
            name="password"
            idPrefix="account"
            label={t.newPassword}
            type="password"
            required
            hint={t.newPasswordHint}
            autoComplete="new-password"
          />
          <TextField
            form={form}
            name="confirm"
            idPrefix="account"
            label={t.confirm}
            type="password"
            required
            autoComplete="new-password"
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </FormSection>
  );
}
