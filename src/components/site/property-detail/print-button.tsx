"use client";
import { Printer } from "@/components/site/icons";
import { Button } from "@/components/ui/button";

/** Prints the listing as a one-page brochure (see print-brochure.tsx and the print styles). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button
      variant="outline"
      className="max-sm:w-10 max-sm:px-0"
      onClick={() => window.print()}
      data-testid="print-button"
    >
      <Printer aria-hidden />
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  );
}
