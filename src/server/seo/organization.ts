import "server-only";
import { AGENCY } from "@/lib/agency";
import { HTML_LANG } from "@/lib/i18n/locales";

/** schema.org description of the agency, for the home page. */
export function organizationJsonLd(siteUrl: string, logoPath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: AGENCY.name,
    legalName: AGENCY.legalName,
    url: siteUrl,
    logo: new URL(logoPath, siteUrl).toString(),
    telephone: AGENCY.phone,
    email: AGENCY.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: AGENCY.address.street,
      postalCode: AGENCY.address.postalCode,
      addressLocality: AGENCY.address.city,
      addressCountry: AGENCY.address.country,
    },
    areaServed: { "@type": "Country", name: "Portugal" },
    knowsLanguage: Object.values(HTML_LANG),
    sameAs: Object.values(AGENCY.social),
  };
}
