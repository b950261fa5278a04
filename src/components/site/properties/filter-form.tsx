"use client";
// The filter form (docs/product.md#property-list-page). Without JavaScript it is a plain GET form
// to the list with a submit button; with JavaScript every change navigates to the filtered URL at
// once (text after a short pause), so the back button and a reload show the same result.
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Search } from "@/components/site/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  LIMITS,
  PROPERTY_STATUSES,
  type PropertyStatus,
  PUBLIC_PROPERTY_TYPES,
} from "@/lib/constants";
import { interpolate } from "@/lib/i18n/define-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { properties } from "@/lib/i18n/messages/properties";
import { filtersToQuery, type PropertyFilters } from "@/lib/property-filters";
import { formQuery } from "@/lib/property-list-query";
import { cn } from "@/lib/utils";
import { useHydrated } from "../use-hydrated";
import { ChoiceChips, FeatureChecks, FilterSection, MinimumChoice } from "./filter-fields";
import { navigateList } from "./list-navigation";
import { PriceRangeField } from "./price-range-field";

/** Whether two list queries hold the same keys and values, whatever their order. */
function sameQuery(a: string, b: string): boolean {
  const pairs = (query: string) => [...new URLSearchParams(query)].map(String).sort().join("&");
  return pairs(a) === pairs(b);
}

export type FilterMessages = (typeof properties)["pt"]["filters"];

export interface FilterFormProps {
  /** Keeps ids unique: the sidebar and the mobile sheet each have a form. */
  idPrefix: string;
  locale: Locale;
  filters: PropertyFilters;
  /** The current list query, as the server rendered it. */
  query: string;
  action: string;
  features: { key: string; name: string }[];
  t: FilterMessages;
  typeLabels: Record<(typeof PUBLIC_PROPERTY_TYPES)[number], string>;
  statusLabels: Record<PropertyStatus, string>;
  /** The buttons under the fields; `hydrated` says whether changes already apply on their own. */
  footer?: (hydrated: boolean) => ReactNode;
  onSubmitted?: () => void;
  className?: string;
}

/**
 * The fields are uncontrolled and start from the URL. When the URL changes for a reason other
 * than this form (back button, "clear filters", a link), the fields start again from it; a
 * change this form sent itself must not reset them (the visitor may still be typing).
 */
export function FilterForm(props: FilterFormProps) {
  const [sync, setSync] = useState({ seen: props.query, sent: [] as string[], version: 0 });
  if (props.query !== sync.seen) {
    const ours = sync.sent.includes(props.query);
    setSync({
      seen: props.query,
      sent: ours && props.query !== sync.sent.at(-1) ? sync.sent : [],
      version: ours ? sync.version : sync.version + 1,
    });
  }
  const onSent = useCallback(
    (query: string) => setSync((s) => ({ ...s, sent: [...s.sent.slice(-4), query] })),
    [],
  );
  return <FilterFields key={sync.version} {...props} onSent={onSent} />;
}

function FilterFields({
  idPrefix,
  locale,
  filters,
  action,
  features,
  t,
  typeLabels,
  statusLabels,
  footer,
  onSubmitted,
  onSent,
  className,
}: FilterFormProps & { onSent: (query: string) => void }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<number | undefined>(undefined);

  function apply(price?: [number, number]) {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string") params.append(key, value);
    }
    if (price) {
      params.set("minPrice", String(price[0]));
      params.set("maxPrice", String(price[1]));
    }
    const next = formQuery(params);
    // The same filters in another order (the form lists types in its own order, a URL in any)
    // are the same list.
    if (sameQuery(next, filtersToQuery({ ...filters, page: 1 }))) return;
    onSent(next);
    void navigateList(`${action}${next}`);
  }

  // A box ticked, a chip chosen or a place typed before this form hydrated (the page's script
  // comes after its first photo, seconds on a slow phone) changed the fields with nothing
  // listening, and React keeps what the visitor did: the list is brought to the fields now.
  // When they still say what the URL says, apply() does nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the fields first come to life
  useEffect(() => apply(), []);

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    window.clearTimeout(typing.current);
    // Unnamed inputs (the slider's) and the price inputs commit on their own.
    if (!target.name || target.type === "number") return;
    if (target.name === "location") {
      typing.current = window.setTimeout(() => apply(), 450);
      return;
    }
    apply();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.clearTimeout(typing.current);
    apply();
    onSubmitted?.();
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  const atLeast = (n: number) => ({
    short: interpolate(t.atLeast, { n }),
    long: interpolate(t.atLeastLabel, { n }),
  });

  return (
    <form
      ref={formRef}
      action={action}
      method="get"
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label={t.title}
      className={cn("flex flex-col gap-5", className)}
      data-testid={`filter-form-${idPrefix}`}
      // Lets browser tests wait until changes apply on their own.
      data-hydrated={hydrated || undefined}
    >
      {filters.sort !== "relevance" ? (
        <input type="hidden" name="sort" value={filters.sort} />
      ) : null}
      {filters.view !== "grid" ? <input type="hidden" name="view" value={filters.view} /> : null}

      <div className="grid gap-2">
        <Label htmlFor={id("location")}>{t.location}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={id("location")}
            name="location"
            type="search"
            defaultValue={filters.location}
            placeholder={t.locationPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className="pl-9"
          />
        </div>
      </div>

      <FilterSection legend={t.type}>
        <ChoiceChips
          name="type"
          selected={filters.types}
          options={PUBLIC_PROPERTY_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
        />
      </FilterSection>

      <FilterSection legend={t.price}>
        <PriceRangeField
          idPrefix={idPrefix}
          locale={locale}
          initial={[filters.minPrice, filters.maxPrice]}
          labels={t}
          onCommit={apply}
        />
      </FilterSection>

      <FilterSection legend={t.bedrooms}>
        <MinimumChoice
          name="bedrooms"
          options={LIMITS.bedroomOptions}
          selected={filters.bedrooms}
          anyLabel={t.any}
          atLeast={atLeast}
        />
      </FilterSection>

      <FilterSection legend={t.bathrooms}>
        <MinimumChoice
          name="bathrooms"
          options={LIMITS.bathroomOptions}
          selected={filters.bathrooms}
          anyLabel={t.any}
          atLeast={atLeast}
        />
      </FilterSection>

      <FilterSection legend={t.status}>
        <ChoiceChips
          name="status"
          columns={3}
          selected={filters.statuses}
          options={PROPERTY_STATUSES.map((status) => ({
            value: status,
            label: statusLabels[status],
          }))}
        />
      </FilterSection>

      <FilterSection legend={t.priceDrops}>
        <ChoiceChips
          name="reduced"
          selected={filters.reduced ? ["1"] : []}
          options={[{ value: "1", label: t.reducedOnly }]}
        />
      </FilterSection>

      {features.length > 0 ? (
        <FilterSection legend={t.features}>
          <FeatureChecks options={features} selected={filters.features} />
        </FilterSection>
      ) : null}

      {footer ? (
        footer(hydrated)
      ) : hydrated ? null : (
        <Button type="submit" className="w-full">
          {t.apply}
        </Button>
      )}
    </form>
  );
}
