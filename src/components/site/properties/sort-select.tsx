"use client";
// The sort select is its own small GET form carrying the current filters as hidden fields:
// without JavaScript a button submits it, with JavaScript choosing an option navigates.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { SORT_OPTIONS } from "@/lib/constants";
import { filtersToQuery, type PropertyFilters, type SortOption } from "@/lib/property-filters";
import { navigateList } from "./list-navigation";

export function SortSelect({
  filters,
  action,
  labels,
}: {
  filters: PropertyFilters;
  action: string;
  labels: Record<SortOption, string> & { label: string; apply: string };
}) {
  // Follows the URL (back button) but shows a new choice at once, before the results arrive.
  const [shown, setShown] = useState({ sort: filters.sort, from: filters.sort });
  if (shown.from !== filters.sort) setShown({ sort: filters.sort, from: filters.sort });

  const others = new URLSearchParams(filtersToQuery({ ...filters, sort: "relevance", page: 1 }));
  return (
    <form action={action} method="get" className="flex items-center gap-2">
      {[...others].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <Label htmlFor="sort" className="hidden text-muted-foreground sm:flex">
        {labels.label}
      </Label>
      <NativeSelect
        id="sort"
        name="sort"
        value={shown.sort}
        aria-label={labels.label}
        onChange={(event) => {
          const sort = event.target.value as SortOption;
          setShown({ sort, from: filters.sort });
          void navigateList(`${action}${filtersToQuery({ ...filters, sort, page: 1 })}`);
        }}
        wrapperClassName="w-auto"
        className="min-w-44"
      >
        {SORT_OPTIONS.map((option) => (
          <NativeSelectOption key={option} value={option}>
            {labels[option]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      {/* Only without JavaScript: removing it after hydration would shift the toolbar. */}
      <noscript>
        <Button type="submit" variant="outline">
          {labels.apply}
        </Button>
      </noscript>
    </form>
  );
}
