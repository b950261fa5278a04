"use client";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Two or more pressed/unpressed buttons choosing how a value is entered (URL or upload). */
export function ModeToggle<M extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: M;
  options: { value: M; label: string; icon: LucideIcon }[];
  onChange: (value: M) => void;
}) {
  return (
    <fieldset className="inline-flex w-fit max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            "inline-flex h-9 items-center gap-2 rounded-md px-3.5 font-medium text-muted-foreground text-sm transition-colors",
            "hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring",
            "aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-xs",
          )}
        >
          <option.icon aria-hidden className="size-4" /> {option.label}
        </button>
      ))}
    </fieldset>
  );
}
