import type * as React from "react";
import { ChevronDown } from "@/components/site/icons";

import { cn } from "@/lib/utils";

type NativeSelectProps = React.ComponentProps<"select"> & {
  /** Classes for the wrapping element (width, margins); `className` styles the `<select>` itself. */
  wrapperClassName?: string;
};

/** A styled native `<select>`: works without JavaScript and uses the platform picker on mobile. */
function NativeSelect({ className, wrapperClassName, ...props }: NativeSelectProps) {
  return (
    <div
      data-slot="native-select-wrapper"
      className={cn("group/native-select relative w-full", wrapperClassName)}
    >
      <select
        data-slot="native-select"
        className={cn(
          "h-10 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-card py-2 pr-10 pl-3.5 text-base text-foreground shadow-xs transition-[color,border-color,box-shadow] duration-200 md:text-sm",
          "hover:border-primary/40 focus-visible:border-ring focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ring-offset-background",
          "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-destructive",
          "[&[multiple]]:h-auto [&[multiple]]:py-1.5 [&[multiple]]:pr-3.5",
          className,
        )}
        {...props}
      />
      {props.multiple ? null : (
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground group-has-[select:disabled]/native-select:opacity-60"
        />
      )}
    </div>
  );
}

function NativeSelectOption(props: React.ComponentProps<"option">) {
  return <option data-slot="native-select-option" {...props} />;
}

function NativeSelectOptGroup(props: React.ComponentProps<"optgroup">) {
  return <optgroup data-slot="native-select-optgroup" {...props} />;
}

export { NativeSelect, NativeSelectOptGroup, NativeSelectOption, type NativeSelectProps };
