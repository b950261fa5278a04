import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { inter, playfair } from "@/app/fonts";
import { AppRouterFrame } from "@/components/site/app-router-frame";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { HTML_LANG } from "@/lib/i18n/locales";
import { common } from "@/lib/i18n/messages/common";
import { WEB_FONTS_SWITCH } from "@/lib/web-fonts";
import { env } from "@/server/env";
import { requestLocale } from "@/server/i18n/request-locale";
import { getLegalSettings } from "@/server/settings/legal-settings";
import "../../globals.css";

/** The element whose parsing lets the first frame be drawn. */
const MAIN_END = "main-end";

export const viewport: Viewport = { themeColor: "#1f3a4d", width: "device-width", initialScale: 1 };

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { template: "%s · Casa Lusa", default: "Casa Lusa" },
    formatDetection: { telephone: false },
  };
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale, prefixed, href, pathname } = await requestLocale(params);
  const t = common[locale];
  const legal = await getLegalSettings();
  return (
    <html
      lang={HTML_LANG[locale]}
      className={`${inter.variable} ${playfair.variable}`}
      // For the page's frame script: the language, and whether the URL names it
      // (src/islands/frame/language-sync.ts).
      data-locale={locale}
      data-prefixed={prefixed ? "" : undefined}
    >
      <head>
        {/* Turns the web fonts on where they are cached, before the body is parsed. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its hash */}
        <script dangerouslySetInnerHTML={{ __html: WEB_FONTS_SWITCH }} />
        {/* The first frame waits until the page's content is parsed (#main-end), so the browser
            lays the page out once, not once for the part parsed first and again for the rest
            (docs/decisions/043). */}
        <link rel="expect" href={`#${MAIN_END}`} {...{ blocking: "render" }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          {t.skipToContent}
        </a>
        <SiteHeader locale={locale} t={t} href={href} pathname={pathname} />
        <main id="main" className="flex-1">
          {children}
          <span id={MAIN_END} hidden />
        </main>
        <SiteFooter t={t} href={href} legal={legal} locale={locale} />
        <AppRouterFrame />
      </body>
    </html>
  );
}
