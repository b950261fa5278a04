import type * as React from "react";

import { cn } from "@/lib/utils";

/** Decorative placeholder; pair loading areas with `aria-busy` or a `Spinner` label for screen readers. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-accent motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
