"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { rememberLogin } from "@/lib/admin/local-flag";
import { adminText } from "@/lib/admin/messages";
import { api } from "@/lib/api";
import { ApiError, callApi } from "@/lib/api/client";
import { loginSchema } from "@/lib/schemas/user";

const t = adminText.login;
// The API's own schema, so the form checks exactly what the server will (SPEC.md §5).
type Values = z.input<typeof loginSchema>;
type Login = z.output<typeof loginSchema>;

export function LoginForm() {
  const router = useRouter();
  const form = useForm<Values, unknown, Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await callApi(api.auth.login, { body: values });
      if ("mfaRequired" in user) throw new Error("second factor required");
      rememberLogin(user);
      toast.success(t.successTitle, { description: t.successDescription });
      router.replace("/admin/dashboard");
      router.refresh();
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast.error(t.errorTitle, { description: message ?? t.errorFallback });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
      <FormField label={t.email} htmlFor="email" error={errors.email?.message} required>
        <Input
          id="email"
          type="email"
          autoComplete="username"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={fieldDescribedBy("email", { error: errors.email?.message })}
          {...form.register("email")}
        />
      </FormField>
      <FormField label={t.password} htmlFor="password" error={errors.password?.message} required>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={fieldDescribedBy("password", { error: errors.password?.message })}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
