import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { adminText } from "@/lib/admin/messages";
import { cn } from "@/lib/utils";

/** One titled card of a form (e.g. "Informação básica"). */
export function FormSection({
  id,
  title,
  description,
  lang,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  lang?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-xl border border-border bg-card p-5 shadow-xs sm:p-6", className)}
    >
      <h2 id={`${id}-title`} lang={lang} className="font-serif text-xl">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-5 grid gap-5">{children}</div>
    </section>
  );
}

/** Cancel and Save at the end of a form, kept in reach while scrolling a long form. */
export function FormActions({
  saving,
  busy = false,
  saveLabel = adminText.common.save,
  cancelHref,
  sticky = true,
}: {
  saving: boolean;
  /** Something else must end first (an upload). */
  busy?: boolean;
  saveLabel?: string;
  /** Where Cancel goes; no Cancel without it. */
  cancelHref?: string;
  sticky?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex flex-wrap justify-end gap-3",
        sticky &&
          "sticky bottom-0 z-10 -mx-4 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8",
      )}
    >
      {cancelHref ? (
        <Button asChild variant="outline">
          <Link href={cancelHref}>{adminText.common.cancel}</Link>
        </Button>
      ) : null}
      <Button type="submit" disabled={saving || busy}>
        {saving ? adminText.common.saving : saveLabel}
      </Button>
    </div>
  );
}
