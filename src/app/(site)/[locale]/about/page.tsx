import type { Metadata } from "next";
import { AboutCta } from "@/components/site/about/about-cta";
import { ConsultantProfile } from "@/components/site/about/consultant-profile";
import { PageHeader } from "@/components/site/page-header";
import { AGENCY } from "@/lib/agency";
import { about } from "@/lib/i18n/messages/about";
import { listConsultants } from "@/server/consultants/consultants";
import { requestLocale } from "@/server/i18n/request-locale";
import { pageMetadata } from "@/server/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requestLocale(params);
  const t = about[locale];
  return pageMetadata({
    locale,
    path: "/about",
    title: t.metaTitle,
    description: t.metaDescription,
  });
}

/**
 * About (docs/product.md#about-page): the active consultants, then a call to contact the first
 * of them.
 */
export default async function AboutPage({ params }: Props) {
  const { locale } = await requestLocale(params);
  const t = about[locale];
  const consultants = await listConsultants({ includeInactive: false });
  // Without any active consultant the call to action falls back to the agency's own lines.
  const first = consultants[0] ?? { email: AGENCY.email, phone: AGENCY.phone };

  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} />
      <ul className="mx-auto flex max-w-7xl flex-col gap-20 px-4 pt-16 sm:px-6 lg:gap-28 lg:px-8 lg:pt-24">
        {consultants.map((consultant, index) => (
          <li key={consultant.id}>
            <ConsultantProfile consultant={consultant} index={index} locale={locale} t={t} />
          </li>
        ))}
      </ul>
      <AboutCta email={first.email} phone={first.phone} t={t} />
    </>
  );
}
