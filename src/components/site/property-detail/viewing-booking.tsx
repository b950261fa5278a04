"use client";
// The "Marcar visita" button of the detail page (docs/product.md#viewings): an island that puts
// almost nothing in the page's HTML. Its form, texts and the API's schemas load when the visitor
// opens it, and the free slots are fetched then, never rendered into the page.
import { type ComponentType, useState } from "react";
import { CalendarDays } from "@/components/site/icons";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import type { ConsentNotice } from "../forms/privacy-line";
import type { ViewingFormProps } from "./viewing-form";

export function ViewingBooking({
  propertyId,
  locale,
  label,
  consent,
}: {
  propertyId: string;
  locale: Locale;
  label: string;
  consent: ConsentNotice;
}) {
  const [open, setOpen] = useState(false);
  const [Form, setForm] = useState<ComponentType<ViewingFormProps> | null>(null);
  const toggle = () => {
    setOpen((was) => !was);
    if (!Form) {
      void import("./viewing-form").then((module) => setForm(() => module.ViewingForm));
    }
  };
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        aria-expanded={open}
        aria-controls="viewing-booking"
        onClick={toggle}
      >
        <CalendarDays aria-hidden="true" />
        {label}
      </Button>
      <div id="viewing-booking" hidden={!open} className="mt-4">
        {open && Form ? <Form propertyId={propertyId} locale={locale} consent={consent} /> : null}
      </div>
    </div>
  );
}
