import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names, later Tailwind utilities winning over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its class map on its first call: 10-15 ms on our server's CPU, four times
// that on Lighthouse's phone. In the browser, it does so in a task of its own, queued before the
// islands that import this file hydrate (src/islands/hydrate.ts), and not within the first
// island's hydration, a long task that a tap would wait on.
if (typeof window !== "undefined") setTimeout(() => twMerge(""));
