"use client";
import { Mail, Menu, Phone } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { AGENCY } from "@/lib/agency";
import { WhatsAppIcon } from "./brand-icons";

export interface NavItem {
  href: string;
  label: string;
}

/** Whether `href` is the page at `pathname` (or, except for home, a page under it). */
export function isCurrent(href: string, pathname: string): boolean {
  const home = href === "/" || /^\/(pt|en|jp)$/.test(href);
  return home ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

export function MobileMenu({
  items,
  labels,
}: {
  items: NavItem[];
  labels: {
    open: string;
    close: string;
    title: string;
    call: string;
    email: string;
    whatsapp: string;
  };
}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname() ?? "/";
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={labels.open}>
          <Menu className="size-5" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel={labels.close}>
        <SheetHeader>
          <SheetTitle>{labels.title}</SheetTitle>
          <SheetDescription className="sr-only">{AGENCY.name}</SheetDescription>
        </SheetHeader>
        <nav className="flex flex-col px-4" aria-label={labels.title}>
          {items.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              onClick={() => setOpen(false)}
              aria-current={isCurrent(item.href, pathname) ? "page" : undefined}
              className="border-b border-border py-3.5 font-serif text-xl text-foreground aria-[current=page]:text-brand"
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 p-4 text-sm">
          <a className="flex items-center gap-3 py-2" href={AGENCY.phoneHref}>
            <Phone className="size-4" aria-hidden /> {labels.call}: {AGENCY.phone}
          </a>
          <a className="flex items-center gap-3 py-2" href={`mailto:${AGENCY.email}`}>
            <Mail className="size-4" aria-hidden /> {AGENCY.email}
          </a>
          <a className="flex items-center gap-3 py-2" href={AGENCY.whatsappHref}>
            <WhatsAppIcon className="size-4" /> {labels.whatsapp}
          </a>
        </div>
      </SheetContent>
    </Sheet>
  );
}
