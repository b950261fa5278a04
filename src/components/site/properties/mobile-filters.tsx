"use client";
// Below the lg breakpoint the filters live in a slide-in panel opened by a "Filters" button
// showing how many are set. Without JavaScript the same button is the summary of a <details>
// element, so the form still opens and submits; it sits in <noscript>, which React does not
// hydrate: the form is a large part of the page, and hydrating it only to take it away made
// the list's longest task.
import { clsx as cn } from "clsx";
import { useCallback, useEffect, useRef, useState } from "react";
import { SlidersHorizontal } from "@/components/site/icons";
import { Button } from "@/components/ui/button";
import { plural } from "@/lib/i18n/plural";
import { FILTERS_ANCHOR } from "@/lib/property-list-query";
import { SideDialog } from "../side-dialog";
import { FilterForm, type FilterFormProps } from "./filter-form";
import { ListLink } from "./list-link";

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

// Tailwind's lg breakpoint, where the sidebar takes over from this panel.
const DESKTOP = "(min-width: 64rem)";

const triggerClass =
  "h-10 gap-2 border border-input bg-card px-4 text-sm font-medium shadow-xs hover:border-primary/40";

export function MobileFilters({ activeCount, total, clearHref, closeLabel, ...form }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The panel's form is built on first opening, not while the page hydrates: most visits
  // never open it, and it is a large part of the page.
  const [used, setUsed] = useState(false);
  const open = useCallback(() => {
    setUsed(true);
    dialog.current?.showModal();
  }, []);
  const { t } = form;
  const countLabel = plural(form.locale, activeCount, t.active);
  const trigger = <TriggerContent label={t.open} count={activeCount} countLabel={countLabel} />;

  // Arriving from the home search's "advanced" control (#filters) on a phone: the visitor
  // asked for the filters, so the panel opens with what they typed.
  useEffect(() => {
    const asked = window.location.hash === `#${FILTERS_ANCHOR}`;
    if (asked && !window.matchMedia(DESKTOP).matches) open();
  }, [open]);

  return (
    <>
      <noscript>
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
      </noscript>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        className={cn(
          triggerClass,
          "inline-flex items-center rounded-md noscript:hidden lg:hidden",
        )}
      >
        {trigger}
      </button>
      <SideDialog
        id="filters-panel"
        dialogRef={dialog}
        side="left"
        title={t.title}
        description={t.description}
        closeLabel={closeLabel}
      >
        {used ? (
          <FilterForm
            {...form}
            idPrefix="sheet"
            className="flex flex-1 flex-col overflow-y-auto px-6 pt-5"
            onSubmitted={() => dialog.current?.close()}
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
        ) : null}
      </SideDialog>
    </>
  );
}
