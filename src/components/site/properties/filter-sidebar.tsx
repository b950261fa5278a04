// The filters beside the results on large screens. Below the lg breakpoint the sidebar is hidden
// (the mobile panel takes over), and its form hydrates only if the window widens.
import { Island } from "../island";
import { FilterForm, type FilterFormProps } from "./filter-form";
import { ListLink } from "./list-link";

export function FilterSidebar({
  clearHref,
  activeCount,
  ...form
}: Omit<FilterFormProps, "idPrefix"> & { clearHref: string; activeCount: number }) {
  return (
    <aside aria-labelledby="filters-title" className="hidden lg:block">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm shadow-foreground/5">
        <div className="mb-5 flex items-baseline justify-between gap-4" data-swap="filters-title">
          <h2 id="filters-title" className="font-serif text-xl">
            {form.t.title}
          </h2>
          {activeCount > 0 ? (
            <ListLink
              href={clearHref}
              className="text-sm font-medium text-brand underline-offset-4 hover:underline"
            >
              {form.t.clear}
            </ListLink>
          ) : null}
        </div>
        <Island
          name="filter-form"
          component={FilterForm}
          props={{ ...form, idPrefix: "sidebar" }}
        />
      </div>
    </aside>
  );
}
