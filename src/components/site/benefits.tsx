import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/** The three benefits of the sell and mortgage pages, as numbered cards. */
export function Benefits({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn("grid gap-4 md:grid-cols-3", className)} data-testid="benefits">
      {items.map((benefit) => (
        <li
          key={benefit}
          className="flex items-start gap-4 rounded-xl border border-border bg-card p-6 shadow-sm shadow-foreground/5"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/[0.07] text-primary">
            <Check className="size-4" strokeWidth={2.5} aria-hidden />
          </span>
          <span className="pt-1.5 font-medium leading-snug">{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
