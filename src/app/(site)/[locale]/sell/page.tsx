import type { Metadata } from "next";
import { AgencyContacts } from "@/components/site/forms/agency-contacts";
import { Island } from "@/components/site/island";
import { ValuationForm } from "@/components/site/sell/valuation-form";
import { SettingsPageHeader } from "@/components/site/settings-page-header";
import { ToastOutlet } from "@/components/site/toasts";
import { common } from "@/lib/i18n/messages/common";
import { forms } from "@/lib/i18n/messages/forms";
import { sell } from "@/lib/i18n/messages/sell";
import { type PageTextField, pageText } from "@/lib/page-text";
import { requestLocale } from "@/server/i18n/request-locale";
import { consentNotice } from "@/server/privacy/consent-version";
import { pageMetadata } from "@/server/seo/page-metadata";
import { getPageSettings } from "@/server/settings/page-settings";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requestLocale(params);
  const t = sell[locale];
  return pageMetadata({
    locale,
    path: "/sell",
    title: t.metaTitle,
    description: t.metaDescription,
  });
}

/**
 * Sell (docs/product.md#sell-page): the texts staff edit in the page settings, and the
 * valuation form.
 */
export default async function SellPage({ params }: Props) {
  const { locale, href } = await requestLocale(params);
  const t = sell[locale];
  const tc = common[locale];
  const [settings, consent] = await Promise.all([
    getPageSettings("sell"),
    consentNotice(locale, href),
  ]);
  const text = (field: PageTextField) => pageText(settings, field, locale);
  const formDesc = text("formDesc");

  return (
    <>
      <SettingsPageHeader eyebrow={t.eyebrow} benefitsTitle={t.benefitsTitle} text={text} />
      <section
        aria-labelledby="form-title"
        className="mx-auto grid max-w-7xl gap-10 px-4 pt-16 sm:px-6 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-12 lg:px-8 lg:pt-24"
      >
        <div className="lg:col-span-5">
          <h2 id="form-title" className="font-serif text-3xl leading-tight sm:text-4xl">
            {text("formTitle")}
          </h2>
          {formDesc ? (
            <p
              className="mt-4 leading-relaxed text-muted-foreground"
              data-testid="form-description"
            >
              {formDesc}
            </p>
          ) : null}
        </div>
        <div className="rounded-2xl border border-border bg-card p-6 shadow-xl shadow-foreground/[0.04] sm:p-10 lg:col-span-7 lg:row-span-2">
          <Island
            name="valuation-form"
            component={ValuationForm}
            props={{ locale, t, tf: forms[locale], propertyTypes: tc.propertyType, consent }}
          />
        </div>
        <div className="lg:col-span-5 lg:self-start">
          <h3 className="font-serif text-xl">{t.contactTitle}</h3>
          <AgencyContacts t={tc.contact} />
        </div>
      </section>
      <Island name="toasts" component={ToastOutlet} props={{ closeLabel: tc.close }} />
    </>
  );
}
