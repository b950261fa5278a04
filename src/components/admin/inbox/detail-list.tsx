import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The label–value pairs of a detail dialog, two columns wide when there is room. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>;
}

export function DetailItem({
  label,
  children,
  wide,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cn("min-w-0", wide && "sm:col-span-2")}>
      <dt className="text-xs font-medium tracking-wider text-muted-foreground uppercase">
        {label}
      </dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

/** A visitor's message as they wrote it: line breaks kept, long words wrapped. */
export function MessageBlock({
  label,
  lang,
  children,
}: {
  label: string;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={label}>
      <h3 className="text-xs font-medium tracking-wider text-muted-foreground uppercase">
        {label}
      </h3>
      <p
        lang={lang}
        className="mt-2 rounded-lg border border-border bg-muted/50 p-4 text-sm leading-relaxed whitespace-pre-wrap break-words"
        data-testid="detail-message"
      >
        {children}
      </p>
    </section>
  );
}

/**
 * Radix focuses the first control of a dialog when it opens, which here would be "Eliminar":
 * focus the dialog itself instead, so the next Tab reaches the reply links first.
 */
export function focusDialog(event: Event) {
  event.preventDefault();
  (event.currentTarget as HTMLElement | null)?.focus();
}
