"use client";
// The list's loading text, shown while the next results are on their way, and the island that
// makes the list's links and the back button update the list in place.
import { useEffect } from "react";
import { LoaderCircle } from "@/components/site/icons";
import { followListLinks, usePendingList } from "./list-navigation";

export function ListStatus({ loadingText }: { loadingText: string }) {
  const pending = usePendingList();
  useEffect(followListLinks, []);
  useEffect(() => {
    // The results are marked busy (and dimmed, see the page) while they are being replaced.
    document.querySelector("[data-list-results]")?.setAttribute("aria-busy", String(pending));
  }, [pending]);
  return (
    // Always present, so screen readers announce the text when it appears.
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-30 flex justify-center px-4"
    >
      {pending ? (
        <p
          className="flex items-center gap-2 rounded-full bg-primary px-5 py-2.5 text-sm font-medium text-primary-foreground shadow-xl shadow-primary/25"
          data-testid="list-loading"
        >
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          {loadingText}
        </p>
      ) : null}
    </div>
  );
}
