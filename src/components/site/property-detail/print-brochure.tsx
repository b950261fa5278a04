import { AGENCY } from "@/lib/agency";
import { interpolate } from "@/lib/i18n/define-messages";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import type { PropertyDetailMessages } from "@/lib/i18n/messages/property-detail";
import { joinPlace } from "@/lib/i18n/place-names";
import { legalLines } from "@/lib/legal-lines";
import { localized } from "@/lib/localized";
import { summarize } from "@/lib/property-detail/text";
import type { QrImage } from "@/lib/qr-image";
import type { Consultant } from "@/lib/schemas/consultant";
import type { PropertyFeature } from "@/lib/schemas/feature";
import type { LegalSettings } from "@/lib/schemas/legal-settings";
import type { Property } from "@/lib/schemas/property";
import { imageSources } from "../image-sources";
import { GALLERY_SIZES } from "./gallery-sizes";
import { KeyFacts } from "./key-facts";

/**
 * The one-page brochure printed from the detail page (a gap the brief left;
 * docs/product.md#property-detail-page): cover photo, title, price, key facts, features, a
 * short description, the consultant's contact and the listing's URL with a QR code. Hidden on
 * screen.
 */
export function PrintBrochure({
  property,
  consultant,
  features,
  url,
  qr,
  legal,
  locale,
  t,
  tc,
}: {
  property: Property;
  consultant: Consultant | null;
  features: PropertyFeature[];
  url: string;
  /** The listing's URL as a QR code (drawn by the page, on the server). */
  qr: QrImage;
  /** The agency's legal identity, at the foot (docs/product.md#legal-identity). */
  legal: LegalSettings;
  locale: Locale;
  t: PropertyDetailMessages;
  tc: (typeof common)["pt"];
}) {
  const title = localized(property, "title", locale);
  const cover = property.images[0];
  const contact = consultant ?? { name: AGENCY.name, phone: AGENCY.phone, email: AGENCY.email };
  const foot = legalLines(legal, locale, AGENCY.name);
  return (
    <article
      className="hidden text-[10pt] leading-[1.45] text-[#1b2430] [print-color-adjust:exact] break-inside-avoid print:block"
      data-testid="print-brochure"
    >
      <header className="flex items-baseline justify-between border-b border-border pb-2">
        <p className="font-serif text-[18pt] font-semibold text-primary">{AGENCY.name}</p>
        <p className="text-[8.5pt] text-muted-foreground">
          {t.print.brochure} · {AGENCY.phone} · {AGENCY.email}
        </p>
      </header>
      {cover ? (
        <div className="relative mt-3 h-[92mm] overflow-hidden bg-muted">
          {/* biome-ignore lint/performance/noImgElement: our own responsive variants (srcset) */}
          <img
            {...imageSources(cover)}
            sizes={GALLERY_SIZES}
            alt={title}
            width={1600}
            height={1067}
            // Hidden on screen: fetched when the page is printed, not while it loads.
            loading="lazy"
            className="absolute inset-0 size-full object-cover"
          />
        </div>
      ) : null}
      <div className="mt-3 flex items-start justify-between gap-6">
        <div>
          <h2 className="font-serif text-[17pt] leading-tight">{title}</h2>
          <p className="mt-0.5 text-muted-foreground">
            {joinPlace(
              [property.location, property.city, property.district],
              locale,
              tc.placeSeparator,
            )}
          </p>
        </div>
        <p className="shrink-0 font-serif text-[17pt] font-semibold text-primary">
          {formatPrice(property.price, locale)}
        </p>
      </div>
      <div className="mt-3">
        <KeyFacts property={property} locale={locale} t={t.facts} tc={tc} />
      </div>
      <div className="mt-3 grid grid-cols-[3fr_2fr] gap-6">
        <p>{summarize(localized(property, "description", locale), 520)}</p>
        {features.length > 0 ? (
          <div>
            <h3 className="font-semibold">{t.features.title}</h3>
            <p className="mt-0.5 text-muted-foreground">
              {features.map((feature) => localized(feature, "name", locale)).join(" · ")}
            </p>
          </div>
        ) : null}
      </div>
      <footer className="mt-4 flex items-end justify-between gap-6 border-t border-border pt-3">
        <div>
          <h3 className="text-[8pt] font-semibold tracking-[0.15em] text-muted-foreground uppercase">
            {t.print.contact}
          </h3>
          <p className="mt-1 font-serif text-[12pt]">{contact.name}</p>
          <p>{contact.phone}</p>
          <p>{contact.email}</p>
        </div>
        <div className="flex items-end gap-3 text-right">
          <div>
            <p className="text-[8.5pt] text-muted-foreground">{t.print.scan}</p>
            <p className="mt-0.5 font-medium break-all" data-testid="print-url">
              {url}
            </p>
          </div>
          <img
            src={qr.src}
            width={qr.size}
            height={qr.size}
            className="size-[26mm] shrink-0 [image-rendering:pixelated]"
            alt={interpolate(t.print.qrLabel, { url })}
            data-testid="print-qr"
          />
        </div>
      </footer>
      <p className="mt-3 border-t border-border pt-2 text-[7.5pt] text-muted-foreground">
        {foot.identity}
      </p>
    </article>
  );
}
