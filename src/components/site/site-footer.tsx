import { AGENCY } from "@/lib/agency";
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import type { LegalSettings } from "@/lib/schemas/legal-settings";
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from "./brand-icons";
import { LegalFooter } from "./legal-footer";

type Messages = (typeof common)["pt"];

export function SiteFooter({
  t,
  href,
  legal,
  locale,
}: {
  locale: Locale;
  t: Messages;
  href: (path: string) => string;
  legal: LegalSettings;
}) {
  const social = [
    { href: AGENCY.social.instagram, label: "Instagram", Icon: InstagramIcon },
    { href: AGENCY.social.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: AGENCY.social.linkedin, label: "LinkedIn", Icon: LinkedInIcon },
    { href: AGENCY.social.youtube, label: "YouTube", Icon: YouTubeIcon },
  ];
  const heading =
    "mb-4 text-xs font-semibold tracking-[0.2em] text-primary-foreground/70 uppercase";
  return (
    <footer className="render-when-near mt-24 bg-primary [--near-size:50rem] text-primary-foreground print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          {/* The agency's name as a wordmark, not a heading of the footer. */}
          <div className="font-serif text-2xl font-semibold">{AGENCY.name}</div>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-primary-foreground/85">
            {t.tagline}
          </p>
        </div>
        <div>
          <h2 className={heading}>{t.footer.contact}</h2>
          <address className="space-y-2 text-sm not-italic text-primary-foreground/90">
            <p>
              {AGENCY.address.street}
              <br />
              {AGENCY.address.postalCode} {AGENCY.address.city}
            </p>
            <p>
              <a className="hover:underline" href={AGENCY.phoneHref}>
                {AGENCY.phone}
              </a>
            </p>
            <p>
              <a className="hover:underline" href={`mailto:${AGENCY.email}`}>
                {AGENCY.email}
              </a>
            </p>
            <p>
              <a
                className="inline-flex items-center gap-2 hover:underline"
                href={AGENCY.whatsappHref}
              >
                <WhatsAppIcon className="size-4" /> {t.contact.whatsapp}
              </a>
            </p>
          </address>
        </div>
        <nav aria-label={t.footer.quickLinks}>
          <h2 className={heading}>{t.footer.quickLinks}</h2>
          <ul className="space-y-2 text-sm">
            {[
              ["/properties", t.nav.properties],
              ["/sell", t.nav.sell],
              ["/mortgage", t.nav.mortgage],
              ["/about", t.nav.about],
            ].map(([path = "", label]) => (
              <li key={path}>
                <a className="text-primary-foreground/90 hover:underline" href={href(path)}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t.footer.followUs}</h2>
          <ul className="flex gap-3">
            {social.map(({ href: url, label, Icon }) => (
              <li key={label}>
                <a
                  href={url}
                  aria-label={label}
                  rel="noopener"
                  className="flex size-10 items-center justify-center rounded-full border border-primary-foreground/25 transition-colors hover:bg-primary-foreground/10"
                >
                  <Icon className="size-[1.1rem]" />
                </a>
              </li>
            ))}
          </ul>
          <h2 className={`${heading} mt-8`}>{t.language.label}</h2>
          <ul className="flex gap-4 text-sm">
            {LOCALES.map((option) => (
              <li key={option}>
                <a
                  className="text-primary-foreground/90 hover:underline"
                  href={`/${option}`}
                  hrefLang={HTML_LANG[option]}
                  lang={HTML_LANG[option]}
                >
                  {LANGUAGE_NAMES[option]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-primary-foreground/15">
        <LegalFooter
          legal={legal}
          fallbackName={AGENCY.name}
          locale={locale}
          t={t.footer}
          href={href}
        />
      </div>
    </footer>
  );
}
