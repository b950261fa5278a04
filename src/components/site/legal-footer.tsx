import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import { legalLines } from "@/lib/legal-lines";
import type { LegalSettings } from "@/lib/schemas/legal-settings";

type FooterMessages = (typeof common)["pt"]["footer"];

/**
 * The foot of every public page: what the law asks the agency's site to show
 * (docs/product.md#legal-identity). Lines staff left empty are not shown; the complaints book's
 * link always is. Kept lean: it is in every page's first round trip.
 */
export function LegalFooter({
  legal,
  fallbackName,
  locale,
  t,
  href,
}: {
  legal: LegalSettings;
  /** The agency's name, when no company name is filled in. */
  fallbackName: string;
  locale: Locale;
  t: FooterMessages;
  href: (path: string) => string;
}) {
  const { identity, complaintsBook: book, ral } = legalLines(legal, locale, fallbackName);
  return (
    <section
      aria-label={t.legal}
      className="mx-auto grid max-w-7xl gap-3 px-4 py-6 text-xs leading-relaxed text-primary-foreground/80 sm:px-6 lg:px-8 [&_a]:underline [&_a]:underline-offset-2"
    >
      <p>
        © {new Date().getFullYear()} {identity}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a className="font-semibold text-primary-foreground" href={book.href}>
            {book.label}
          </a>
          {book.note ? ` ${book.note}` : null}
        </li>
        {ral ? (
          <li>
            {ral.label} {ral.href ? <a href={ral.href}>{ral.name}</a> : ral.name}
          </li>
        ) : null}
        <li>
          <a href={href("/privacy")}>{t.privacy}</a>
        </li>
        <li>
          <a href={href("/cookies")}>{t.cookies}</a>
        </li>
      </ul>
    </section>
  );
}
