"use client";
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Prints the listing as a one-page brochure (see print-brochure.tsx and the print styles). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="outline" onClick={() => window.print()} data-testid="print-button">
      <Printer aria-hidden />
      {label}
    </Button>
  );
}
