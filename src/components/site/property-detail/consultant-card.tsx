import { Mail, Phone } from "@/components/site/icons";
import { DEFAULT_CONSULTANT_ROLE } from "@/lib/constants";
import { telHref, whatsappHref } from "@/lib/contact-links";
import { interpolate } from "@/lib/i18n/define-messages";
import type { PropertyDetailMessages } from "@/lib/i18n/messages/property-detail";
import { SPOKEN_LANGUAGE_TAGS } from "@/lib/i18n/spoken-languages";
import type { Consultant } from "@/lib/schemas/consultant";
import { WhatsAppIcon } from "../brand-icons";
import { imageSources } from "../image-sources";

/** Who answers: photo, name, role, spoken languages, and WhatsApp / call buttons. */
export function ConsultantCard({
  consultant,
  interest,
  t,
  languageNames,
}: {
  consultant: Consultant;
  /** Prefilled WhatsApp text: the same interest message as the form. */
  interest: string;
  t: PropertyDetailMessages["consultant"];
  languageNames: PropertyDetailMessages["spokenLanguages"];
}) {
  const role = consultant.role === DEFAULT_CONSULTANT_ROLE ? t.defaultRole : consultant.role;
  const initials = consultant.name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
  const button =
    "inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
  return (
    <section aria-labelledby="consultant-title" data-testid="consultant-card">
      <h2
        id="consultant-title"
        className="text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase"
      >
        {t.title}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <div className="relative size-16 shrink-0 overflow-hidden rounded-full bg-accent">
          {consultant.photo ? (
            // biome-ignore lint/performance/noImgElement: our own responsive variants (srcset)
            <img
              {...imageSources(consultant.photo, [240, 480])}
              sizes="64px"
              alt={interpolate(t.photoAlt, { name: consultant.name })}
              width={64}
              height={64}
              // Not preloaded: it is below the photo and the facts, and would take bandwidth
              // from the gallery's first photo, the page's largest paint.
              loading="lazy"
              className="size-full object-cover"
            />
          ) : (
            <span
              aria-hidden
              className="flex size-full items-center justify-center font-serif text-xl text-primary"
            >
              {initials}
            </span>
          )}
        </div>
        <div className="min-w-0">
          <p className="font-serif text-lg leading-tight text-foreground">{consultant.name}</p>
          <p className="mt-0.5 text-sm text-muted-foreground">{role}</p>
        </div>
      </div>
      <div className="mt-4">
        <ul aria-label={t.languages} className="flex flex-wrap gap-1.5">
          {consultant.languages.map((code) => (
            <li
              key={code}
              lang={SPOKEN_LANGUAGE_TAGS[code]}
              className="rounded-full border border-border bg-background px-2.5 py-0.5 text-xs font-medium text-foreground/80"
              data-language={code}
            >
              {languageNames[code]}
            </li>
          ))}
        </ul>
      </div>
      <ul className="mt-4 grid gap-1 text-sm">
        <li>
          <a
            href={telHref(consultant.phone) ?? undefined}
            className="inline-flex items-center gap-2 text-foreground/85 hover:text-foreground"
          >
            <Phone className="size-4 text-muted-foreground" aria-hidden />
            {consultant.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${consultant.email}`}
            className="inline-flex items-center gap-2 break-all text-foreground/85 hover:text-foreground"
          >
            <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {consultant.email}
          </a>
        </li>
      </ul>
      <div className="mt-5 flex gap-2">
        <a
          href={whatsappHref(consultant.whatsapp || consultant.phone, interest)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} bg-[#1a7f4b] text-white hover:bg-[#166b40]`}
          data-testid="consultant-whatsapp"
        >
          <WhatsAppIcon className="size-4" />
          {t.whatsapp}
        </a>
        <a
          href={telHref(consultant.phone) ?? undefined}
          className={`${button} border border-input bg-background text-foreground hover:bg-accent`}
          data-testid="consultant-call"
        >
          <Phone className="size-4" aria-hidden />
          {t.call}
        </a>
      </div>
    </section>
  );
}
