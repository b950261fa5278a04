"use client";
// Below the lg breakpoint the filters live in a slide-in sheet opened by a "Filters" button
// showing how many are set. Before JavaScript runs, the same button is the summary of a
// <details> element, so the form still opens and submits.
import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { plural } from "@/lib/i18n/plural";
import { cn } from "@/lib/utils";
import { FilterForm, type FilterFormProps } from "./filter-form";
import { ListLink, useHydrated } from "./list-navigation";

type Props = Omit<FilterFormProps, "idPrefix" | "footer" | "onSubmitted"> & {
  activeCount: number;
  total: number;
  clearHref: string;
  closeLabel: string;
};

function TriggerContent({
  label,
  count,
  countLabel,
}: {
  label: string;
  count: number;
  countLabel: string;
}) {
  return (
    <>
      <SlidersHorizontal aria-hidden />
      {label}
      {count > 0 ? (
        <>
          <span
            aria-hidden
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-xs leading-5 font-semibold text-brand-foreground tabular-nums"
          >
            {count}
          </span>
          <span className="sr-only">({countLabel})</span>
        </>
      ) : null}
    </>
  );
}

const triggerClass =
  "h-10 gap-2 border border-input bg-card px-4 text-sm font-medium shadow-xs hover:border-primary/40";

export function MobileFilters({ activeCount, total, clearHref, closeLabel, ...form }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { t } = form;
  const countLabel = plural(form.locale, activeCount, t.active);
  const trigger = <TriggerContent label={t.open} count={activeCount} countLabel={countLabel} />;

  if (!hydrated) {
    return (
      <details className="group w-full lg:hidden">
        <summary
          className={cn(
            triggerClass,
            "inline-flex cursor-pointer list-none items-center rounded-md [&::-webkit-details-marker]:hidden",
          )}
        >
          {trigger}
        </summary>
        <div className="mt-4 rounded-xl border border-border bg-card p-5">
          <FilterForm {...form} idPrefix="details" />
        </div>
      </details>
    );
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" className={cn(triggerClass, "lg:hidden")}>
          {trigger}
        </Button>
      </SheetTrigger>
      <SheetContent
        side="left"
        closeLabel={closeLabel}
        className="gap-0"
        // Focus the sheet, not the search field: on a phone that would open the keyboard.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <SheetHeader className="border-b border-border">
          <SheetTitle>{t.title}</SheetTitle>
          <SheetDescription>{t.description}</SheetDescription>
        </SheetHeader>
        <FilterForm
          {...form}
          idPrefix="sheet"
          className="flex-1 px-6 pt-5"
          onSubmitted={() => setOpen(false)}
          footer={() => (
            <div className="sticky bottom-0 mt-auto -mx-6 flex items-center gap-3 border-t border-border bg-card px-6 py-4">
              <ListLink
                href={clearHref}
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t.clear}
              </ListLink>
              <Button type="submit" className="ml-auto">
                {plural(form.locale, total, t.showResults)}
              </Button>
            </div>
          )}
        />
      </SheetContent>
    </Sheet>
  );
}
