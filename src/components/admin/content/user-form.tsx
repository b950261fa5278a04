"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { type Resolver, useForm } from "react-hook-form";
import { UserSecurity } from "@/components/admin/account/user-security";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { type UserFormValues, userFormValues } from "@/lib/admin/content/form-values";
import { contentText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery, useItemQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import {
  type User,
  type UserCreate,
  type UserUpdate,
  userCreateSchema,
  userUpdateSchema,
} from "@/lib/schemas/user";
import { FormActions, FormSection } from "./form-section";
import { EditScreen } from "./query-view";
import { TextField } from "./text-field";
import { UserAccessFields } from "./user-access-fields";

const t = contentText.users;
const FIELDS = [
  "name",
  "email",
  "password",
  "currentPassword",
  "role",
  "access",
  "consultantId",
] as const;

export function UserFormScreen({ id }: { id: string | null }) {
  const query = useItemQuery(queryKeys.user, api.users.get, id);
  return (
    <EditScreen id={id} query={query} t={t} backHref="/admin/users">
      {(user) => (
        <div className="grid gap-8">
          <UserForm user={user} />
          {user ? <UserSecurity user={user} /> : null}
        </div>
      )}
    </EditScreen>
  );
}

function UserForm({ user }: { user?: User }) {
  const router = useRouter();
  const me = useApiQuery(queryKeys.account, api.auth.me);
  // On one's own account a new password needs the current one, every time (the server asks).
  const own = Boolean(user && me.data?.id === user.id);
  // Creating needs a password; editing keeps the current one when it is left blank (the
  // update schema drops it from the request).
  const resolver = (
    user ? zodResolver(userUpdateSchema) : zodResolver(userCreateSchema)
  ) as Resolver<UserFormValues, unknown, UserCreate | UserUpdate>;
  const form = useForm<UserFormValues, unknown, UserCreate | UserUpdate>({
    resolver,
    defaultValues: userFormValues(user, t.defaultRole),
  });

  const save = useSaveForm({
    form,
    fields: FIELDS,
    save: (payload) => {
      // The resolver parsed the payload with the create schema when there is no user yet.
      if (!user) return callApi(api.users.create, { body: payload as UserCreate });
      // The e-mail of an account is not changed from this form.
      const { email: _email, ...changes } = payload;
      return callApi(api.users.update, { params: { id: user.id }, body: changes });
    },
    invalidate: queryKeys.users,
    saved: { title: user ? t.updated : t.created },
    failed: t.saveError,
    afterSave: () => router.push("/admin/users"),
  });
  useUnsavedChangesWarning(form.formState.isDirty);

  return (
    <form noValidate onSubmit={save.submit} className="grid max-w-3xl gap-6">
      <FormSection id="account" title={t.accountSection} description={user?.email}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField form={form} name="name" label={t.name} required autoComplete="off" />
          <TextField
            form={form}
            name="email"
            label={t.email}
            type="email"
            inputMode="email"
            required={!user}
            disabled={Boolean(user)}
            hint={user ? t.emailLockedHint : undefined}
            autoComplete="off"
          />
          <TextField
            form={form}
            name="password"
            label={t.password}
            type="password"
            required={!user}
            hint={user ? t.passwordEditHint : t.passwordNewHint}
            autoComplete="new-password"
          />
          {own ? (
            <TextField
              form={form}
              name="currentPassword"
              label={t.currentPassword}
              type="password"
              hint={t.currentPasswordHint}
              autoComplete="current-password"
            />
          ) : null}
          <TextField form={form} name="role" label={t.role} hint={t.roleHint} />
          <UserAccessFields form={form} own={own} userId={user?.id} />
        </div>
      </FormSection>
      <FormActions saving={save.isPending} cancelHref="/admin/users" sticky={false} />
    </form>
  );
}
