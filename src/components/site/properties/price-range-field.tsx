"use client";
// The price filter of SPEC.md §5: a two-thumb slider from 0 to 5,000,000 in steps of 50,000,
// and two number inputs (the ones the form submits) clamped against each other. The thumbs are
// two native range inputs over one track (`.range-thumbs` in globals.css): keyboard, touch and
// screen readers come with them, and no slider library reaches the browser.
import { Euro } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LIMITS } from "@/lib/constants";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { commitPriceInput } from "@/lib/property-list-query";

type Range = [number, number];

const percent = (value: number) => (value / LIMITS.priceMax) * 100;

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

  // What the thumbs show now, for the commit that follows their last move.
  const latest = useRef(range);
  function show(next: Range) {
    latest.current = next;
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
      <div className="range-thumbs relative mx-1 h-5">
        <div className="absolute inset-x-2.5 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-input">
          <div
            className="absolute inset-y-0 rounded-full bg-primary"
            style={{ left: `${percent(range[0])}%`, right: `${100 - percent(range[1])}%` }}
          />
        </div>
        {([0, 1] as const).map((index) => (
          <RangeThumb
            key={index}
            label={index === 0 ? labels.minPrice : labels.maxPrice}
            value={range[index]}
            valueText={format(range[index], index)}
            onInput={(value) =>
              show(
                index === 0
                  ? [Math.min(value, range[1]), range[1]]
                  : [range[0], Math.max(value, range[0])],
              )
            }
            onCommit={() => onCommit(latest.current)}
            // Where the thumbs meet, the one that can still move lies on top.
            raised={index === 0 && range[0] >= LIMITS.priceMax / 2}
          />
        ))}
      </div>
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

/** One thumb: `onInput` as it moves, `onCommit` when let go (the native change event). */
function RangeThumb({
  label,
  value,
  valueText,
  onInput,
  onCommit,
  raised,
}: {
  label: string;
  value: number;
  valueText: string;
  onInput: (value: number) => void;
  onCommit: () => void;
  raised: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  // React's onChange is the input event; the change event comes once the thumb is let go.
  useEffect(() => {
    const element = input.current;
    const listener = () => commit.current();
    element?.addEventListener("change", listener);
    return () => element?.removeEventListener("change", listener);
  }, []);
  return (
    <input
      ref={input}
      type="range"
      min={0}
      max={LIMITS.priceMax}
      step={LIMITS.priceStep}
      value={value}
      aria-label={label}
      aria-valuetext={valueText}
      className={raised ? "z-10" : undefined}
      onChange={(event) => onInput(Number(event.target.value))}
    />
  );
}
