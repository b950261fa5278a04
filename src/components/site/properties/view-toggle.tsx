// Grid / list / map: links to the same list in another view, so they work without JavaScript.
import { LayoutGrid, List, MapIcon, type SiteIcon } from "@/components/site/icons";
import { VIEW_MODES } from "@/lib/constants";
import { filtersToQuery, type PropertyFilters, type ViewMode } from "@/lib/property-filters";
import { cn } from "@/lib/utils";
import { ListLink } from "./list-link";

const ICONS: Record<ViewMode, SiteIcon> = { grid: LayoutGrid, list: List, map: MapIcon };

export function ViewToggle({
  filters,
  action,
  labels,
}: {
  filters: PropertyFilters;
  action: string;
  labels: Record<ViewMode, string> & { label: string };
}) {
  return (
    <nav
      aria-label={labels.label}
      className="inline-flex h-10 items-center rounded-md border border-input bg-card p-1 shadow-xs"
    >
      {VIEW_MODES.map((view) => {
        const Icon = ICONS[view];
        const current = view === filters.view;
        return (
          <ListLink
            key={view}
            href={`${action}${filtersToQuery({ ...filters, view })}`}
            aria-current={current ? "true" : undefined}
            className={cn(
              "inline-flex h-full items-center gap-1.5 rounded-[0.3rem] px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
              current && "bg-primary text-primary-foreground hover:text-primary-foreground",
            )}
            data-view={view}
          >
            <Icon className="size-4" aria-hidden />
            <span className="max-sm:sr-only">{labels[view]}</span>
          </ListLink>
        );
      })}
    </nav>
  );
}
