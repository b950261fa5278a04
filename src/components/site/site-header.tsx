import { Mail, Phone } from "@/components/site/icons";
import { AGENCY } from "@/lib/agency";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import { WhatsAppIcon } from "./brand-icons";
import { FavoritesLink } from "./favorites-link";
import { LanguageMenu } from "./language-menu";
import { MobileMenu } from "./mobile-menu";
import type { NavItem } from "./nav-items";
import { NavLinks } from "./nav-links";
import { Parsed, UNSEEN_UNTIL_PARSED } from "./parsed-whole";

type Messages = (typeof common)["pt"];

export function SiteHeader({
  locale,
  t,
  href,
  pathname,
}: {
  locale: Locale;
  t: Messages;
  href: (path: string) => string;
  /** The page's path, for the links that say which page this is. */
  pathname: string;
}) {
  const items: NavItem[] = [
    { href: href("/"), label: t.nav.home },
    { href: href("/properties"), label: t.nav.properties },
    { href: href("/sell"), label: t.nav.sell },
    { href: href("/mortgage"), label: t.nav.mortgage },
    { href: href("/about"), label: t.nav.about },
  ];
  const iconLink =
    "hidden size-9 items-center justify-center rounded-md text-foreground/80 transition-colors hover:bg-accent hover:text-foreground sm:inline-flex";
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75 print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <a href={href("/")} className="mr-auto flex items-baseline gap-2 lg:mr-6">
          <span className="font-serif text-2xl font-semibold tracking-tight text-primary">
            Casa Lusa
          </span>
          <span className="hidden text-[0.65rem] font-medium tracking-[0.25em] text-muted-foreground uppercase xl:inline">
            Portugal
          </span>
        </a>
        <NavLinks items={items} label={t.nav.main} pathname={pathname} />
        <div className={`flex items-center gap-0.5 lg:ml-auto ${UNSEEN_UNTIL_PARSED}`}>
          <a
            className={iconLink}
            href={AGENCY.phoneHref}
            aria-label={`${t.contact.call} ${AGENCY.phone}`}
          >
            <Phone className="size-[1.1rem]" aria-hidden />
          </a>
          <a
            className={iconLink}
            href={`mailto:${AGENCY.email}`}
            aria-label={`${t.contact.email} ${AGENCY.email}`}
          >
            <Mail className="size-[1.1rem]" aria-hidden />
          </a>
          <a className={iconLink} href={AGENCY.whatsappHref} aria-label={t.contact.whatsapp}>
            <WhatsAppIcon className="size-[1.1rem]" />
          </a>
          <FavoritesLink href={href("/favorites")} label={t.nav.favorites} />
          <LanguageMenu locale={locale} label={t.language.choose} pathname={pathname} />
          <MobileMenu
            items={items}
            pathname={pathname}
            labels={{
              open: t.nav.openMenu,
              close: t.nav.closeMenu,
              title: t.nav.menu,
              call: t.contact.call,
              email: t.contact.email,
              whatsapp: t.contact.whatsapp,
            }}
          />
          <Parsed />
        </div>
      </div>
    </header>
  );
}
