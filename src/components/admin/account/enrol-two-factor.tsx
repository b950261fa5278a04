"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useReauth } from "@/components/admin/reauth-provider";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { serverFieldErrors, serverMessage } from "@/lib/admin/content/server-error";
import { accountText } from "@/lib/admin/messages";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { secondFactorSchema, type TwoFactorSetup } from "@/lib/schemas/account";

const t = accountText.twoFactor;

/** The Base32 secret in groups of four, easier to read out and type by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/**
 * The QR code the server drew, shown as an image: an SVG in an <img> runs no script and
 * reaches no other resource, so nothing from the answer enters the page's DOM.
 */
function qrDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function EnrolTwoFactor({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const withReauth = useReauth();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(secondFactorSchema),
    defaultValues: { code: "" },
  });
  const error = form.formState.errors.code?.message;
  const enable = useMutation({
    mutationFn: (values: { code: string }) =>
      withReauth(() => callApi(api.twoFactor.enable, { body: values })),
    onSuccess: ({ recoveryCodes }) => {
      toast.success(t.enabled, { description: t.enabledDescription });
      onEnabled(recoveryCodes);
    },
    onError: (failure) => {
      const [field] = serverFieldErrors(failure, ["code"] as const);
      form.setError("code", { type: "server", message: field?.[1] ?? serverMessage(failure) });
      toast.error(t.enableError, { description: serverMessage(failure) });
    },
  });

  useEffect(() => {
    form.setFocus("code");
  }, [form]);

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success(t.secretCopied);
    } catch {
      toast.error(accountText.recoveryCodes.copyError, {
        description: accountText.recoveryCodes.copyErrorDescription,
      });
    }
  }

  return (
    <div
      className="grid gap-6 rounded-lg border border-border bg-background p-4 sm:p-5"
      data-testid="two-factor-enrol"
    >
      <div className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
        <div className="grid gap-3 md:col-span-2">
          <h3 className="font-semibold">{t.step1}</h3>
        </div>
        {/* White around the code whatever the theme: scanners need the quiet zone. */}
        <div className="justify-self-center rounded-lg border border-border bg-white p-3 md:justify-self-start">
          {/* biome-ignore lint/performance/noImgElement: a data: URL, nothing to optimise */}
          <img
            src={qrDataUrl(setup.qrSvg)}
            alt={t.qrAlt}
            width={200}
            height={200}
            className="size-48 sm:size-52"
            data-testid="two-factor-qr"
          />
        </div>
        <div className="grid content-start gap-2 text-sm">
          <p className="text-muted-foreground">{t.manual}</p>
          <p>
            <span className="sr-only">{t.secretLabel}: </span>
            <code
              data-testid="two-factor-secret"
              className="block rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
            >
              {grouped(setup.secret)}
            </code>
          </p>
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={copySecret}>
            <Copy aria-hidden /> {t.copySecret}
          </Button>
        </div>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => enable.mutate(values))}
        className="grid gap-4 border-t border-border pt-5"
      >
        <h3 className="font-semibold">{t.step2}</h3>
        <FormField label={t.code} htmlFor="two-factor-code" error={error} required>
          <Input
            id="two-factor-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={64}
            required
            className="max-w-48 font-mono text-lg tracking-[0.3em]"
            aria-invalid={Boolean(error)}
            aria-describedby={fieldDescribedBy("two-factor-code", { error })}
            {...form.register("code")}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? t.confirming : t.confirm}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t.cancelSetup}
          </Button>
        </div>
      </form>
    </div>
  );
}
