// Page links of the list (PAGE_SIZE results each): previous, numbers with gaps, next.
import { ChevronLeft, ChevronRight } from "@/components/site/icons";
import { interpolate } from "@/lib/i18n/define-messages";
import { filtersToQuery, type PropertyFilters } from "@/lib/property-filters";
import { pageWindow } from "@/lib/property-list-query";
import { cn } from "@/lib/utils";
import { ListLink } from "./list-link";

const item =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium tabular-nums transition-colors";

export function Pagination({
  filters,
  page,
  pageCount,
  action,
  labels,
}: {
  filters: PropertyFilters;
  page: number;
  pageCount: number;
  action: string;
  labels: { label: string; previous: string; next: string; page: string; summary: string };
}) {
  if (pageCount <= 1) return null;
  const href = (n: number) => `${action}${filtersToQuery({ ...filters, page: n })}`;
  const step = (n: number, label: string, icon: "prev" | "next") => {
    const content =
      icon === "prev" ? (
        <>
          <ChevronLeft className="size-4" aria-hidden />
          <span className="max-sm:sr-only">{label}</span>
        </>
      ) : (
        <>
          <span className="max-sm:sr-only">{label}</span>
          <ChevronRight className="size-4" aria-hidden />
        </>
      );
    if (n < 1 || n > pageCount) {
      return (
        <span className={cn(item, "text-muted-foreground")} aria-hidden>
          {content}
        </span>
      );
    }
    return (
      <ListLink href={href(n)} scroll rel={icon} className={cn(item, "hover:bg-accent")}>
        {content}
      </ListLink>
    );
  };

  return (
    <nav aria-label={labels.label} className="mt-12 flex flex-col items-center gap-3">
      <ul className="flex items-center gap-1">
        <li>{step(page - 1, labels.previous, "prev")}</li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <ListLink
                href={href(n)}
                scroll
                aria-label={interpolate(labels.page, { n })}
                aria-current={n === page ? "page" : undefined}
                className={cn(
                  item,
                  n === page
                    ? "bg-primary text-primary-foreground"
                    : "text-foreground hover:bg-accent",
                )}
              >
                {n}
              </ListLink>
            </li>
          ),
        )}
        <li>{step(page + 1, labels.next, "next")}</li>
      </ul>
      <p className="text-xs text-muted-foreground">
        {interpolate(labels.summary, { page, pages: pageCount })}
      </p>
    </nav>
  );
}
