import type { common } from "@/lib/i18n/messages/common";
import type { MortgageMessages } from "@/lib/i18n/messages/mortgage";
import { AgencyContacts } from "../forms/agency-contacts";

/** The contact block beside the mortgage form: the form description and the agency's lines. */
export function MortgageContact({
  t,
  tc,
  formDesc,
}: {
  t: MortgageMessages;
  tc: (typeof common)["pt"];
  formDesc: string;
}) {
  return (
    <aside
      aria-labelledby="contact-title"
      className="rounded-2xl bg-primary p-8 text-primary-foreground sm:p-10"
      data-testid="mortgage-contact"
    >
      <h2 id="contact-title" className="font-serif text-2xl">
        {t.contactTitle}
      </h2>
      {formDesc ? (
        <p
          className="mt-4 leading-relaxed text-primary-foreground/85"
          data-testid="form-description"
        >
          {formDesc}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-primary-foreground/85">{t.contactText}</p>
      <div className="mt-6 rounded-xl bg-card px-5 text-card-foreground">
        <AgencyContacts t={tc.contact} />
      </div>
    </aside>
  );
}
