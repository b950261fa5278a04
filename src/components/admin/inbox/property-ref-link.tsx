import { ExternalLinkIcon } from "lucide-react";
import { leadsText } from "@/lib/admin/messages";

/** The listing a lead asked about, on the public site (Portuguese) in a new tab. */
export function PropertyRefLink({ reference }: { reference: string | null }) {
  if (!reference) return <span className="text-muted-foreground">—</span>;
  return (
    <a
      href={`/pt/properties/${encodeURIComponent(reference)}`}
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
