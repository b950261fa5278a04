import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A titled block of the detail page's main column; the id names its heading for landmarks. */
export function DetailSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("render-when-near border-t border-border pt-10", className)}
      data-testid={`section-${id}`}
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl text-foreground sm:text-[1.75rem]">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}
