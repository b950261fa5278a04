import { Button } from "@/components/ui/button";
import { errors } from "@/lib/i18n/messages/errors";
import { currentLocale } from "@/server/i18n/current-locale";
import { NOT_FOUND_STATUS } from "@/server/page-cache/content-tags";

export default async function NotFound() {
  const { locale, href } = await currentLocale();
  const t = errors[locale];
  return (
    <section
      {...NOT_FOUND_STATUS}
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-28 text-center"
    >
      <div aria-hidden="true" className="font-serif text-7xl text-brand/80">
        404
      </div>
      <h1 className="mt-4 font-serif text-3xl">{t.notFoundTitle}</h1>
      <p className="mt-4 text-muted-foreground">{t.notFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <a href={href("/")}>{t.backHome}</a>
        </Button>
        <Button asChild variant="outline">
          <a href={href("/properties")}>{t.seeProperties}</a>
        </Button>
      </div>
    </section>
  );
}
