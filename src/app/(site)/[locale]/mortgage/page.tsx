import type { Metadata } from "next";
import { Island } from "@/components/site/island";
import { MortgageContact } from "@/components/site/mortgage/mortgage-contact";
import { MortgageForm } from "@/components/site/mortgage/mortgage-form";
import { SettingsPageHeader } from "@/components/site/settings-page-header";
import { ToastOutlet } from "@/components/site/toasts";
import { common } from "@/lib/i18n/messages/common";
import { forms } from "@/lib/i18n/messages/forms";
import { mortgage } from "@/lib/i18n/messages/mortgage";
import { type PageTextField, pageText } from "@/lib/page-text";
import { requestLocale } from "@/server/i18n/request-locale";
import { consentNotice } from "@/server/privacy/consent-version";
import { pageMetadata } from "@/server/seo/page-metadata";
import { getPageSettings } from "@/server/settings/page-settings";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requestLocale(params);
  const t = mortgage[locale];
  return pageMetadata({
    locale,
    path: "/mortgage",
    title: t.metaTitle,
    description: t.metaDescription,
  });
}

/**
 * Mortgage (docs/product.md#mortgage-page): texts from the page settings, the request form, a
 * contact block.
 */
export default async function MortgagePage({ params }: Props) {
  const { locale, href } = await requestLocale(params);
  const t = mortgage[locale];
  const tc = common[locale];
  const [settings, consent] = await Promise.all([
    getPageSettings("mortgage"),
    consentNotice(locale, href),
  ]);
  const text = (field: PageTextField) => pageText(settings, field, locale);
  const intro = text("intro");

  return (
    <>
      <SettingsPageHeader eyebrow={t.eyebrow} benefitsTitle={t.benefitsTitle} text={text} />
      {intro ? (
        <p
          className="mx-auto max-w-7xl px-4 pt-14 font-serif text-xl leading-relaxed text-foreground/90 sm:px-6 sm:text-2xl lg:px-8 lg:pt-20"
          data-testid="page-intro"
        >
          <span className="block max-w-4xl">{intro}</span>
        </p>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-14 sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8 lg:pt-20">
        <section
          aria-labelledby="form-title"
          className="rounded-2xl border border-border bg-card p-6 shadow-xl shadow-foreground/[0.04] sm:p-10 lg:col-span-7"
        >
          <h2 id="form-title" className="mb-3 font-serif text-3xl leading-tight">
            {text("formTitle")}
          </h2>
          <Island
            name="mortgage-form"
            component={MortgageForm}
            props={{ locale, t, tf: forms[locale], consent }}
          />
        </section>
        <div className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start">
          <MortgageContact t={t} tc={tc} formDesc={text("formDesc")} />
        </div>
      </div>
      <Island name="toasts" component={ToastOutlet} props={{ closeLabel: tc.close }} />
    </>
  );
}
