"use client";
// The price filter (docs/product.md#property-list-page): a two-thumb slider from 0 to 5,000,000 in
// steps of 50,000, and two number inputs (the ones the form submits) clamped against each other.
import { type KeyboardEvent, useState } from "react";
import { Euro } from "@/components/site/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { LIMITS } from "@/lib/constants";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { commitPriceInput } from "@/lib/property-list-query";

type Range = [number, number];

export function PriceRangeField({
  idPrefix,
  locale,
  initial,
  labels,
  onCommit,
}: {
  idPrefix: string;
  locale: Locale;
  initial: Range;
  labels: { minPrice: string; maxPrice: string; noLimit: string };
  onCommit: (range: Range) => void;
}) {
  const [range, setRange] = useState<Range>(initial);
  const [text, setText] = useState({ min: String(initial[0]), max: String(initial[1]) });

  function show(next: Range) {
    setRange(next);
    setText({ min: String(next[0]), max: String(next[1]) });
  }

  function commitInput(which: "min" | "max") {
    const raw = text[which].trim();
    const value = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
    const next = commitPriceInput(which, value, range);
    show(next);
    onCommit(next);
  }

  function onKeyDown(which: "min" | "max", event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    // Commit with the clamping rules rather than submitting the raw value.
    event.preventDefault();
    commitInput(which);
  }

  const format = (value: number, index: number) =>
    index === 1 && value >= LIMITS.priceMax ? labels.noLimit : formatPrice(value, locale);

  return (
    <div className="grid gap-4">
      <p className="flex justify-between text-sm font-medium text-foreground tabular-nums">
        <span>{format(range[0], 0)}</span>
        <span aria-hidden>–</span>
        <span>{format(range[1], 1)}</span>
      </p>
      <Slider
        min={0}
        max={LIMITS.priceMax}
        step={LIMITS.priceStep}
        value={range}
        onValueChange={(next) => show([next[0] ?? 0, next[1] ?? LIMITS.priceMax])}
        onValueCommit={(next) => onCommit([next[0] ?? 0, next[1] ?? LIMITS.priceMax])}
        thumbLabels={[labels.minPrice, labels.maxPrice]}
        getValueText={format}
        className="px-1"
      />
      <div className="grid grid-cols-2 gap-3">
        {(["min", "max"] as const).map((which) => {
          const id = `${idPrefix}-${which}-price`;
          return (
            <div key={which} className="grid gap-1.5">
              <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
                {which === "min" ? labels.minPrice : labels.maxPrice}
              </Label>
              <div className="relative">
                <Euro
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  id={id}
                  name={which === "min" ? "minPrice" : "maxPrice"}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={LIMITS.priceMax}
                  step={LIMITS.priceStep}
                  value={text[which]}
                  onChange={(event) => setText((t) => ({ ...t, [which]: event.target.value }))}
                  onBlur={() => commitInput(which)}
                  onKeyDown={(event) => onKeyDown(which, event)}
                  className="pl-7 tabular-nums"
                />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
