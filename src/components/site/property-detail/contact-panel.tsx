import type { Locale } from "@/lib/i18n/locales";
import { forms } from "@/lib/i18n/messages/forms";
import type { PropertyDetailMessages } from "@/lib/i18n/messages/property-detail";
import type { Consultant } from "@/lib/schemas/consultant";
import type { ConsentNotice } from "../forms/privacy-line";
import { Island } from "../island";
import { ConsultantCard } from "./consultant-card";
import { ContactForm } from "./contact-form";
import { StickyAside } from "./sticky-aside";
import { ViewingBooking } from "./viewing-booking";

/** The side column: the consultant and the enquiry form, sticky beside the listing on desktop. */
export function ContactPanel({
  propertyRef,
  viewingPropertyId,
  consultant,
  interest,
  locale,
  t,
  consent,
}: {
  propertyRef: string;
  /** The listing's id when it takes viewings (not sold, with a consultant), else null. */
  viewingPropertyId: string | null;
  consultant: Consultant | null;
  interest: string;
  locale: Locale;
  t: PropertyDetailMessages;
  consent: ConsentNotice;
}) {
  // Only what the form shows goes into its props, which the page carries as JSON.
  const { title, subtitle, jump: _jump, interest: _template, ...formTexts } = t.contact;
  const { required, tooLong, invalid, phone } = forms[locale].errors;
  return (
    <aside
      id="contact"
      aria-labelledby="contact-title"
      className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start print:hidden"
    >
      <div className="rounded-2xl border border-border bg-card p-6 shadow-xl shadow-foreground/[0.04] sm:p-7">
        {consultant ? (
          <>
            <ConsultantCard
              consultant={consultant}
              interest={interest}
              t={t.consultant}
              languageNames={t.spokenLanguages}
            />
            <hr className="my-6 border-border" />
          </>
        ) : null}
        <h2 id="contact-title" className="font-serif text-2xl">
          {title}
        </h2>
        <p className="mt-1.5 mb-5 text-sm text-muted-foreground">{subtitle}</p>
        <Island
          name="contact-form"
          component={ContactForm}
          props={{
            propertyRef,
            locale,
            interest,
            t: formTexts,
            fieldErrors: { required, tooLong, invalid, phone },
            consent,
            privacyLine: forms[locale].privacyLine,
          }}
        />
        {viewingPropertyId ? (
          <>
            <hr className="my-6 border-border" />
            <Island
              name="viewing-booking"
              component={ViewingBooking}
              props={{ propertyId: viewingPropertyId, locale, label: t.bookViewing, consent }}
            />
          </>
        ) : null}
      </div>
      <Island name="sticky-aside" component={StickyAside} props={{ target: "contact" }} />
    </aside>
  );
}
