// The filter controls are native inputs (checkboxes, radios, a search field), so the filter
// form also works as a plain GET form before or without JavaScript.
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export function FilterSection({
  legend,
  children,
  className,
}: {
  legend: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("min-w-0 border-t border-border pt-5", className)}>
      <legend className="float-left mb-3 w-full text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
        {legend}
      </legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

const chip =
  "flex min-h-10 cursor-pointer items-center justify-center rounded-md border border-input bg-card px-2 py-2 text-center text-sm leading-tight text-foreground transition-colors duration-200 select-none hover:border-primary/50 peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background";

/** Several values of one query key, chosen as toggle chips (checkboxes). */
export function ChoiceChips({
  name,
  options,
  selected,
  columns = 2,
}: {
  name: string;
  options: { value: string; label: string }[];
  selected: readonly string[];
  columns?: 2 | 3;
}) {
  return (
    <div className={cn("grid gap-2", columns === 3 ? "grid-cols-3" : "grid-cols-2")}>
      {options.map((option) => (
        <label key={option.value} className="relative">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            defaultChecked={selected.includes(option.value)}
            className="peer sr-only"
          />
          <span className={chip}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** A minimum count ("any", 1+, 2+ …) as one row of radio pills. */
export function MinimumChoice({
  name,
  options,
  selected,
  anyLabel,
  atLeast,
}: {
  name: string;
  options: readonly number[];
  selected: number | null;
  anyLabel: string;
  atLeast: (n: number) => { short: string; long: string };
}) {
  const choices = [
    { value: "", short: anyLabel, long: anyLabel },
    ...options.map((n) => ({ value: String(n), ...atLeast(n) })),
  ];
  return (
    <div className="flex gap-1.5">
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cn("relative", choice.value ? "flex-1" : "flex-[1.8]")}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            defaultChecked={(selected === null ? "" : String(selected)) === choice.value}
            className="peer sr-only"
          />
          <span
            className={cn(
              chip,
              "text-[0.8125rem] tabular-nums",
              choice.value ? "px-1" : "px-2.5 whitespace-nowrap",
            )}
          >
            <span aria-hidden={choice.short !== choice.long || undefined}>{choice.short}</span>
            {choice.short !== choice.long ? <span className="sr-only">{choice.long}</span> : null}
          </span>
        </label>
      ))}
    </div>
  );
}

/** Features: any of the chosen ones matches, so they are plain checkboxes. */
export function FeatureChecks({
  options,
  selected,
}: {
  options: { key: string; name: string }[];
  selected: readonly string[];
}) {
  return (
    <ul className="grid gap-x-4 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-1">
      {options.map((feature) => (
        <li key={feature.key}>
          <label className="flex cursor-pointer items-center gap-3 text-sm text-foreground">
            <input
              type="checkbox"
              name="features"
              value={feature.key}
              defaultChecked={selected.includes(feature.key)}
              className="size-4 shrink-0 cursor-pointer rounded-sm accent-primary"
            />
            {feature.name}
          </label>
        </li>
      ))}
    </ul>
  );
}
