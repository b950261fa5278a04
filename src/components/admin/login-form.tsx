"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
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
import { ACCOUNT_ERROR_CODES, secondFactorSchema } from "@/lib/schemas/account";
import { type LoginResponse, loginSchema } from "@/lib/schemas/user";

const t = adminText.login;
// The API's own schema, so the form checks exactly what the server will
// (docs/product.md#sign-in-and-sign-out).
type Values = z.input<typeof loginSchema>;
type Login = z.output<typeof loginSchema>;

function loginFailed(error: unknown) {
  const message = error instanceof ApiError ? error.serverMessage : null;
  toast.error(t.errorTitle, { description: message ?? t.errorFallback });
}

/**
 * Sign-in in one or two steps: e-mail and password, then, for an account with a second factor,
 * a code from the authenticator app or a recovery code. A user with a pending step (a new
 * password, a second factor to enrol) goes to their account page first.
 */
export function LoginForm() {
  const router = useRouter();
  const [step, setStep] = useState<"password" | "code">("password");

  function signedIn(user: LoginResponse) {
    rememberLogin(user);
    toast.success(t.successTitle, { description: t.successDescription });
    router.replace(user.pending ? "/admin/account" : "/admin/dashboard");
    router.refresh();
  }

  return step === "password" ? (
    <PasswordStep onSignedIn={signedIn} onCodeRequired={() => setStep("code")} />
  ) : (
    <CodeStep onSignedIn={signedIn} onRestart={() => setStep("password")} />
  );
}

function PasswordStep({
  onSignedIn,
  onCodeRequired,
}: {
  onSignedIn: (user: LoginResponse) => void;
  onCodeRequired: () => void;
}) {
  const form = useForm<Values, unknown, Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await callApi(api.auth.login, { body: values });
      if ("mfaRequired" in answer) onCodeRequired();
      else onSignedIn(answer);
    } catch (error) {
      loginFailed(error);
    }
  });

  return (
    <>
      <h1 className="mt-6 text-xl font-semibold">{t.title}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t.subtitle}</p>
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
    </>
  );
}

function CodeStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: LoginResponse) => void;
  onRestart: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(secondFactorSchema),
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.code?.message;
  const hint = recovery ? t.recoveryCodeHint : t.codeHint;

  // The step (and the kind of code) changed under the user: straight to the field, whose label
  // and hint say what to type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again when the kind changes
  useEffect(() => {
    form.setFocus("code");
  }, [form, recovery]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSignedIn(await callApi(api.auth.verify, { body: values }));
    } catch (failure) {
      loginFailed(failure);
      // The pending sign-in is over: back to e-mail and password, rather than a dead end.
      if (failure instanceof ApiError && failure.code === ACCOUNT_ERROR_CODES.signInExpired) {
        onRestart();
        return;
      }
      form.setValue("code", "");
      form.setFocus("code");
    }
  });

  function toggleRecovery() {
    setRecovery((value) => !value);
    form.reset({ code: "" });
  }

  return (
    <>
      <h1 className="mt-6 text-xl font-semibold">{t.codeTitle}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        {recovery ? t.recoverySubtitle : t.codeSubtitle}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
        <FormField
          label={recovery ? t.recoveryCode : t.code}
          htmlFor="code"
          hint={hint}
          error={error}
          required
        >
          <Input
            id="code"
            type="text"
            inputMode={recovery ? "text" : "numeric"}
            autoComplete={recovery ? "off" : "one-time-code"}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            required
            className={recovery ? "font-mono" : "font-mono text-lg tracking-[0.3em]"}
            aria-invalid={Boolean(error)}
            aria-describedby={fieldDescribedBy("code", { hint, error })}
            {...form.register("code")}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2">
          {isSubmitting ? t.verifying : t.verify}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={toggleRecovery}>
          {recovery ? t.useAppCode : t.useRecoveryCode}
        </Button>
      </form>
      <div className="mt-6 border-t border-border pt-4">
        <Button type="button" variant="ghost" size="sm" onClick={onRestart} className="-ml-2">
          <ArrowLeft aria-hidden /> {t.restart}
        </Button>
      </div>
    </>
  );
}
