import { Check } from "@/components/site/icons";
import { cn } from "@/lib/utils";

/** The three benefits of the sell and mortgage pages, as one quiet card beside the title. */
export function Benefits({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul
      className={cn(
        "divide-y divide-border rounded-2xl border border-border bg-card px-6 shadow-lg shadow-foreground/[0.04]",
        className,
      )}
      data-testid="benefits"
    >
      {items.map((benefit) => (
        <li key={benefit} className="flex items-center gap-4 py-5">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
            <Check className="size-4" strokeWidth={2.5} aria-hidden />
          </span>
          <span className="font-medium leading-snug">{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
