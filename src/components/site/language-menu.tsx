"use client";
import { Check, Globe } from "lucide-react";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { stripLocale } from "@/lib/i18n/routing";
import { rememberLanguage } from "./remember-language";

/**
 * Each language is a link to the same page at its language URL, so it works before the
 * page's JavaScript has loaded; choosing one is also remembered for the next visit.
 */
export function LanguageMenu({ locale, label }: { locale: Locale; label: string }) {
  const path = stripLocale(usePathname() ?? "/");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={label} className="gap-1.5 uppercase">
          <Globe className="size-4" aria-hidden />
          {locale === "jp" ? "JP" : locale}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LOCALES.map((option) => (
          <DropdownMenuItem key={option} asChild>
            <a
              href={`/${option}${path === "/" ? "" : path}`}
              hrefLang={option === "jp" ? "ja" : option}
              lang={option === "jp" ? "ja" : option}
              onClick={() => rememberLanguage(option)}
              aria-current={option === locale ? "true" : undefined}
              className="flex w-full items-center justify-between gap-6"
            >
              {LANGUAGE_NAMES[option]}
              {option === locale ? <Check className="size-4" aria-hidden /> : null}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
