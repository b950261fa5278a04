import { ExternalLinkIcon } from "lucide-react";
import { leadsText } from "@/lib/admin/messages";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { listingPath } from "@/lib/listing-path";

/** The listing a lead asked about, on the public site (in the default language) in a new tab. */
export function PropertyRefLink({ reference }: { reference: string | null }) {
  if (!reference) return <span className="text-muted-foreground">—</span>;
  return (
    <a
      href={listingPath(reference, `/${DEFAULT_LOCALE}/properties`)}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 rounded-sm font-mono text-xs whitespace-nowrap text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
    >
      {reference}
      <ExternalLinkIcon aria-hidden className="size-3" />
      <span className="sr-only"> {leadsText.contact.newTab}</span>
    </a>
  );
}
