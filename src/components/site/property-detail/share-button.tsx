"use client";
// Share (a gap the brief left; docs/product.md#property-detail-page): the device's own share sheet
// where the Web Share API exists, else a small menu with copy link, WhatsApp and e-mail (a native
// <details>: no popover library). The menu is drawn when opened, not carried closed in the page.
import { useEffect, useRef, useState } from "react";
import { Link2, Mail, Share2 } from "@/components/site/icons";
import { buttonVariants } from "@/components/ui/button";
import { whatsappHref } from "@/lib/contact-links";
import type { PropertyDetailMessages } from "@/lib/i18n/messages/property-detail";
import { WhatsAppIcon } from "../brand-icons";
import { toast } from "../toasts";

export function ShareButton({
  url,
  title,
  t,
}: {
  url: string;
  title: string;
  t: PropertyDetailMessages["actions"];
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened with a tap before the page's script had started: the menu appears as it starts.
  useEffect(() => setOpen(Boolean(details.current?.open)), []);
  const close = () => {
    if (details.current) details.current.open = false;
  };

  // Where the device has a share sheet, it replaces the menu entirely.
  const onToggle = async () => {
    setOpen(Boolean(details.current?.open));
    if (!details.current?.open || typeof navigator.share !== "function") return;
    details.current.open = false;
    try {
      await navigator.share({ title, url });
    } catch {
      // Dismissed by the visitor (AbortError) or refused: nothing to tell.
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.linkCopied);
    } catch {
      toast.error(t.copyFailed);
    }
    close();
  };

  const item =
    "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm text-foreground transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none";
  return (
    // data-menu: it closes on Escape or a tap elsewhere (src/islands/frame/menus.ts).
    <details ref={details} className="relative" onToggle={onToggle} data-menu>
      <summary
        className={`${buttonVariants({ variant: "outline" })} cursor-pointer list-none max-sm:w-10 max-sm:px-0 [&::-webkit-details-marker]:hidden`}
        data-testid="share-button"
      >
        <Share2 aria-hidden />
        <span className="max-sm:sr-only">{t.share}</span>
      </summary>
      {open ? (
        <div
          data-testid="share-menu"
          className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-border bg-popover p-1.5 shadow-lg shadow-foreground/10"
        >
          <p className="px-3 pt-2 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t.shareTitle}
          </p>
          <button type="button" className={item} onClick={copy} data-testid="share-copy">
            <Link2 className="size-4 text-muted-foreground" aria-hidden />
            {t.copyLink}
          </button>
          <a
            className={item}
            href={whatsappHref("", `${title} ${url}`)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            data-testid="share-whatsapp"
          >
            <WhatsAppIcon className="size-4 text-muted-foreground" />
            {t.whatsapp}
          </a>
          <a
            className={item}
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`}
            onClick={close}
            data-testid="share-email"
          >
            <Mail className="size-4 text-muted-foreground" aria-hidden />
            {t.email}
          </a>
        </div>
      ) : null}
    </details>
  );
}
