import type * as React from "react";
import { LoaderCircle } from "@/components/site/icons";

import { cn } from "@/lib/utils";

type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Text announced to screen readers (visually hidden), default "A carregar…". */
  label?: string;
};

function Spinner({ className, label = "A carregar…", ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center text-current", className)}
      {...props}
    >
      <LoaderCircle
        aria-hidden="true"
        className="size-[1.25em] animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
