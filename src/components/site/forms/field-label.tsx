import type { ComponentProps } from "react";

/**
 * A form label that needs no JavaScript: the look of ui/label without its Radix client
 * component, for server-rendered forms (the home search), so their page ships no label code.
 */
export function FieldLabel({ className, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label
      className={`flex items-center gap-2 text-sm leading-snug font-medium text-foreground select-none ${className ?? ""}`}
      {...props}
    />
  );
}
