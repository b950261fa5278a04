"use client";
import { Check, Globe } from "lucide-react";
import { useRef } from "react";
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { stripLocale } from "@/lib/i18n/routing";
import { rememberLanguage } from "./remember-language";
import { useDismissDetails } from "./use-dismiss-details";

/**
 * A native disclosure (<details>): it opens before any JavaScript has loaded and costs no
 * script of its own. Each language is a link to the same page at its language URL; choosing
 * one is also remembered for the next visit.
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
  const details = useRef<HTMLDetailsElement>(null);
  useDismissDetails(details);
  return (
    <details ref={details} className="group relative">
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
              onClick={(event) => {
                rememberLanguage(option);
                // Keep the visitor's filters and other query parameters in the new language.
                event.currentTarget.search = window.location.search;
              }}
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
