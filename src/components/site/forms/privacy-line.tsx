import type { FormMessages } from "@/lib/i18n/messages/forms";
import { cn } from "@/lib/utils";

/** What a public form needs to tell the visitor about their data, from the server's render. */
export interface ConsentNotice {
  /** The notice and line shown, sent back with the request (docs/decisions/025). */
  version: string;
  /** The privacy notice in the page's language. */
  privacyHref: string;
}

/**
 * The line beside a public form's submit button, linking the privacy notice, and the hidden
 * field that sends back which version of it the visitor saw (docs/product.md#consent-record).
 */
export function PrivacyLine({
  consent,
  t,
  className,
}: {
  consent: ConsentNotice;
  t: FormMessages["privacyLine"];
  className?: string;
}) {
  return (
    <>
      <input type="hidden" name="consentVersion" value={consent.version} />
      <p className={cn("text-xs text-muted-foreground", className)}>
        {t.before}
        <a className="underline" href={consent.privacyHref}>
          {t.link}
        </a>
        {t.after}
      </p>
    </>
  );
}
