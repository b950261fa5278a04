import { Check, Globe } from "@/components/site/icons";
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { stripLocale } from "@/lib/i18n/routing";

/**
 * A native disclosure (<details>): it opens without any script. Each language is a link to the
 * same page at its language URL; the page's frame script (src/islands/frame/menus.ts) closes the
 * menu on Escape or a tap elsewhere, remembers the language chosen for the next visit and keeps
 * the page's query (the list's filters) in the link.
 */
export function LanguageMenu({
  locale,
  label,
  pathname,
}: {
  locale: Locale;
  label: string;
  pathname: string;
}) {
  const code = locale.toUpperCase();
  const path = stripLocale(pathname);
  return (
    <details className="group relative" data-menu>
      <summary
        // The name starts with the visible code (WCAG 2.5.3, Label in Name: a voice user says
        // what they see), then says what the control does.
        aria-label={`${code} – ${label}`}
        className="flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-md px-3 text-sm font-medium uppercase transition-colors hover:bg-accent [&::-webkit-details-marker]:hidden"
      >
        <Globe className="size-4" aria-hidden />
        {code}
      </summary>
      <ul className="absolute right-0 z-50 mt-2 min-w-44 rounded-lg border border-border bg-popover p-1 shadow-lg shadow-foreground/10">
        {LOCALES.map((option) => (
          <li key={option}>
            <a
              href={`/${option}${path === "/" ? "" : path}`}
              hrefLang={HTML_LANG[option]}
              lang={HTML_LANG[option]}
              data-language={option}
              aria-current={option === locale ? "true" : undefined}
              className="flex items-center justify-between gap-6 rounded-md px-3 py-2 text-sm hover:bg-accent"
            >
              {LANGUAGE_NAMES[option]}
              {option === locale ? <Check className="size-4" aria-hidden /> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
