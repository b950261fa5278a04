"use client";
// Share (a gap SPEC.md §4 leaves): the device's own share sheet where the Web Share API exists,
// else a small menu with copy link, WhatsApp and e-mail.
import { Link2, Mail, Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { toast } from "@/components/ui/toaster";
import type { PropertyDetailMessages } from "@/lib/i18n/messages/property-detail";
import { whatsappHref } from "@/lib/property-detail/contact";
import { WhatsAppIcon } from "../brand-icons";

export function ShareButton({
  url,
  title,
  t,
}: {
  url: string;
  title: string;
  t: PropertyDetailMessages["actions"];
}) {
  const [open, setOpen] = useState(false);

  const onOpenChange = async (next: boolean) => {
    if (next && typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch {
        // Dismissed by the visitor (AbortError) or refused: nothing to tell.
      }
      return;
    }
    setOpen(next);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.linkCopied);
    } catch {
      toast.error(t.copyFailed);
    }
    setOpen(false);
  };

  const item =
    "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm text-foreground transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none";
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="outline" className="max-sm:w-10 max-sm:px-0" data-testid="share-button">
          <Share2 aria-hidden />
          <span className="max-sm:sr-only">{t.share}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-64 p-1.5" aria-label={t.shareTitle}>
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
          data-testid="share-whatsapp"
        >
          <WhatsAppIcon className="size-4 text-muted-foreground" />
          {t.whatsapp}
        </a>
        <a
          className={item}
          href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`}
          data-testid="share-email"
        >
          <Mail className="size-4 text-muted-foreground" aria-hidden />
          {t.email}
        </a>
      </PopoverContent>
    </Popover>
  );
}
