import type { common } from "@/lib/i18n/messages/common";
import type { LegalSettings } from "@/lib/schemas/legal-settings";

type FooterMessages = (typeof common)["pt"]["footer"];

/**
 * The foot of every public page: what the law asks the agency's site to show
 * (docs/product.md#legal-identity). Lines staff left empty are not shown; the complaints book's
 * link always is.
 */
export function LegalFooter({
  legal,
  companyName,
  t,
  href,
}: {
  legal: LegalSettings;
  /** The company's name, or the agency's when none is filled in. */
  companyName: string;
  t: FooterMessages;
  href: (path: string) => string;
}) {
  const year = new Date().getFullYear();
  const identity = [
    legal.nif ? `${t.nif} ${legal.nif}` : null,
    legal.amiLicence ? `${t.ami} ${legal.amiLicence}` : null,
    legal.address,
  ].filter((line): line is string => Boolean(line));
  const link =
    "underline decoration-primary-foreground/40 underline-offset-2 hover:decoration-current";
  return (
    <section
      aria-label={t.legal}
      className="mx-auto grid max-w-7xl gap-3 px-4 py-6 text-xs leading-relaxed text-primary-foreground/80 sm:px-6 lg:px-8"
      data-testid="legal-footer"
    >
      <p>
        <span className="font-semibold text-primary-foreground">{companyName}</span>
        {identity.map((line) => (
          <span key={line}>
            <span aria-hidden> · </span>
            {line}
          </span>
        ))}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a
            className={`${link} font-semibold text-primary-foreground`}
            href={legal.complaintsBookUrl}
            rel="noopener"
            lang="pt-PT"
          >
            {t.complaintsBook}
          </a>
          {t.complaintsBookNote ? <span> {t.complaintsBookNote}</span> : null}
        </li>
        {legal.ralName ? (
          <li>
            {t.ral}{" "}
            {legal.ralUrl ? (
              <a className={link} href={legal.ralUrl} rel="noopener" lang="pt-PT">
                {legal.ralName}
              </a>
            ) : (
              <span lang="pt-PT">{legal.ralName}</span>
            )}
          </li>
        ) : null}
        <li>
          <a className={link} href={href("/privacy")}>
            {t.privacy}
          </a>
        </li>
        <li>
          <a className={link} href={href("/cookies")}>
            {t.cookies}
          </a>
        </li>
      </ul>
      <p>
        © {year} {companyName} {t.rights}
      </p>
    </section>
  );
}
