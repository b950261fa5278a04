"use client";
import { LoaderCircleIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { adminText, leadsText } from "@/lib/admin/messages";

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
