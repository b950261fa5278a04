import { Mail, Phone } from "@/components/site/icons";
import { Button } from "@/components/ui/button";
import { telHref } from "@/lib/contact-links";
import type { about } from "@/lib/i18n/messages/about";

/**
 * The closing call to action: write to or call the first active consultant
 * (docs/product.md#about-page).
 */
export function AboutCta({
  email,
  phone,
  t,
}: {
  email: string;
  phone: string;
  t: (typeof about)["pt"];
}) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 pt-24 sm:px-6 lg:px-8">
      <div className="flex flex-col items-start gap-8 rounded-2xl bg-primary px-8 py-12 text-primary-foreground sm:px-12 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="cta-title" className="font-serif text-3xl">
            {t.ctaTitle}
          </h2>
          <p className="mt-3 max-w-xl text-primary-foreground/85">{t.ctaText}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row" data-testid="about-cta">
          <Button asChild size="lg" variant="brand">
            <a href={`mailto:${email}`}>
              <Mail aria-hidden />
              {t.ctaEmail}
            </a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary"
          >
            <a href={telHref(phone) ?? undefined}>
              <Phone aria-hidden />
              {t.ctaCall}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
