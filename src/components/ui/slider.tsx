"use client";

import * as SliderPrimitive from "radix-ui/slider";
import * as React from "react";

import { cn } from "@/lib/utils";

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /**
   * Accessible name of each thumb, in order (e.g. `["Preço mínimo", "Preço máximo"]` for a
   * range). The number of thumbs follows `value` / `defaultValue` (two values = a range).
   */
  thumbLabels?: readonly string[];
  /** Human-readable value announced by screen readers (`aria-valuetext`), e.g. a formatted price. */
  getValueText?: (value: number, index: number) => string;
};

function Slider({
  className,
  defaultValue,
  value,
  onValueChange,
  min = 0,
  max = 100,
  thumbLabels,
  getValueText,
  ...props
}: SliderProps) {
  // Mirrors the uncontrolled value so thumbs and their value text stay in sync.
  const [uncontrolled, setUncontrolled] = React.useState<number[]>(defaultValue ?? [min]);
  const values = value ?? uncontrolled;

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      onValueChange={(next) => {
        setUncontrolled(next);
        onValueChange?.(next);
      }}
      min={min}
      max={max}
      className={cn(
        "relative flex w-full touch-none select-none items-center py-2 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col data-[orientation=vertical]:px-2 data-[orientation=vertical]:py-0 data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-input data-[orientation=horizontal]:h-1.5 data-[orientation=vertical]:h-full data-[orientation=horizontal]:w-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => {
        const label = thumbLabels?.[index];
        return (
          <SliderPrimitive.Thumb
            // Thumbs are positional: their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-slot="slider-thumb"
            // Only set when given, so Radix keeps its own fallback otherwise.
            {...(label ? { "aria-label": label } : {})}
            {...(getValueText ? { "aria-valuetext": getValueText(thumbValue, index) } : {})}
            className="block size-5 shrink-0 cursor-grab rounded-full border-2 border-primary bg-card shadow-sm transition-[box-shadow,scale] duration-200 hover:scale-110 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ring-offset-background active:cursor-grabbing data-[disabled]:pointer-events-none motion-reduce:transition-none motion-reduce:hover:scale-100"
          />
        );
      })}
    </SliderPrimitive.Root>
  );
}

export { Slider, type SliderProps };
