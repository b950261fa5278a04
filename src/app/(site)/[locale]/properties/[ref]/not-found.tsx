import type { Metadata } from "next";
import { SearchX } from "@/components/site/icons";
import { Button } from "@/components/ui/button";
import { propertyDetail } from "@/lib/i18n/messages/property-detail";
import { currentLocale } from "@/server/i18n/current-locale";
import { NOT_FOUND_STATUS } from "@/server/page-cache/content-tags";

/** Next.js adds `robots: noindex` to every 404 answer itself. */
export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await currentLocale();
  return { title: propertyDetail[locale].notFound.title };
}

/**
 * An unknown reference: 'Imóvel não encontrado', with the way back
 * (docs/product.md#unknown-listing).
 */
export default async function PropertyNotFound() {
  const { locale, href } = await currentLocale();
  const t = propertyDetail[locale].notFound;
  return (
    <section
      {...NOT_FOUND_STATUS}
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-28 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-brand">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 font-serif text-3xl sm:text-4xl" data-testid="not-found-title">
        {t.title}
      </h1>
      <p className="mt-4 text-muted-foreground">{t.text}</p>
      <Button asChild size="lg" className="mt-8">
        <a href={href("/properties")}>{t.back}</a>
      </Button>
    </section>
  );
}
