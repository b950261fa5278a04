"use client";
import { LoaderCircleIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/lib/admin/content/server-error";
import { adminText, leadsText } from "@/lib/admin/messages";
import { cn } from "@/lib/utils";

export function ListLoading() {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-xl border border-border bg-card px-6 py-16 text-muted-foreground"
    >
      <LoaderCircleIcon aria-hidden className="size-5 animate-spin" />
      <span>{adminText.common.loading}</span>
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-destructive/30 bg-card px-6 py-12 text-center"
    >
      <p className="font-medium text-destructive">{leadsText.contact.loadError}</p>
      {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
      <Button type="button" variant="outline" onClick={onRetry}>
        <RotateCwIcon aria-hidden />
        {leadsText.contact.retry}
      </Button>
    </div>
  );
}

/** A panel of a dialog (a lead's timeline, a request's e-mails) while it loads. */
export function PanelLoading({ label, className }: { label: string; className?: string }) {
  return (
    <p className={cn("flex items-center gap-2 text-sm text-muted-foreground", className)}>
      <Spinner label={label} />
      <span aria-hidden>{label}</span>
    </p>
  );
}

/** A panel that could not load: what failed, the server's words, and a retry. */
export function PanelError({
  title,
  error,
  onRetry,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn("flex flex-col items-start gap-2 text-sm", className)}>
      <p className="font-medium text-destructive">{title}</p>
      <p className="break-words text-muted-foreground">{serverMessage(error)}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden />
        {leadsText.contact.retry}
      </Button>
    </div>
  );
}
