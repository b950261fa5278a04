"use client";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { serverMessage } from "@/lib/admin/content/server-error";
import { accountText, adminText } from "@/lib/admin/messages";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";

const t = accountText.reauth;

/** Asks for the current password again; the server opens a five-minute window for it. */
export function ReauthDialog({
  open,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent closeLabel={adminText.common.close} className="sm:max-w-md">
        {/* Mounted only while open: the password never outlives the dialog. */}
        {open ? <ReauthForm onConfirmed={onConfirmed} onCancel={onCancel} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReauthForm({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const id = useId();
  const fieldId = `${id}-password`;
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Inside another form's dialog or page, this submit must stay here.
    event.stopPropagation();
    if (!password) {
      setError(adminText.common.required);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await callApi(api.auth.reauth, { body: { password } });
      onConfirmed();
    } catch (failure) {
      setError(serverMessage(failure));
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>
      <FormField label={t.password} htmlFor={fieldId} error={error ?? undefined} required>
        <Input
          id={fieldId}
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={fieldDescribedBy(fieldId, { error })}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? t.submitting : t.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
