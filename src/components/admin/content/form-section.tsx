import type { ReactNode } from "react";
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

/** Save and Cancel at the end of a form, kept in reach while scrolling a long form. */
export function FormActions({
  children,
  sticky = true,
}: {
  children: ReactNode;
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
      {children}
    </div>
  );
}
