import { Mail, Phone } from "@/components/site/icons";
import { Badge } from "@/components/ui/badge";
import { DEFAULT_CONSULTANT_ROLE } from "@/lib/constants";
import { telHref, whatsappHref } from "@/lib/contact-links";
import { interpolate } from "@/lib/i18n/define-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { about } from "@/lib/i18n/messages/about";
import { SPOKEN_LANGUAGE_NAMES, SPOKEN_LANGUAGE_TAGS } from "@/lib/i18n/spoken-languages";
import { localized } from "@/lib/localized";
import type { Consultant } from "@/lib/schemas/consultant";
import { cn } from "@/lib/utils";
import { WhatsAppIcon } from "../brand-icons";
import { PropertyImage } from "../property-image";

/**
 * One consultant: photo and text side by side on wide screens, the photo alternating between
 * left and right from one consultant to the next (docs/product.md#about-page).
 */
export function ConsultantProfile({
  consultant,
  index,
  locale,
  t,
}: {
  consultant: Consultant;
  index: number;
  locale: Locale;
  t: (typeof about)["pt"];
}) {
  const photoRight = index % 2 === 1;
  const bio = localized(consultant, "bio", locale);
  const role = consultant.role === DEFAULT_CONSULTANT_ROLE ? t.defaultRole : consultant.role;
  const links = [
    { href: `mailto:${consultant.email}`, label: t.emailTo, text: consultant.email, Icon: Mail },
    {
      href: telHref(consultant.phone) ?? undefined,
      label: t.callTo,
      text: consultant.phone,
      Icon: Phone,
    },
    {
      href: whatsappHref(consultant.whatsapp),
      label: t.whatsappTo,
      text: "WhatsApp",
      Icon: WhatsAppIcon,
    },
  ];
  return (
    <article
      aria-labelledby={`consultant-${consultant.id}`}
      className="grid items-center gap-8 md:grid-cols-12 md:gap-12 lg:gap-20"
      data-testid="consultant"
      data-layout={photoRight ? "photo-right" : "photo-left"}
    >
      <div
        className={cn("md:col-span-5", photoRight && "md:order-2")}
        data-testid="consultant-photo"
      >
        <PropertyImage
          src={consultant.photo ?? undefined}
          alt={consultant.name}
          sizes="(min-width: 1280px) 480px, (min-width: 768px) 40vw, 100vw"
          className="aspect-square rounded-2xl shadow-xl shadow-foreground/10 sm:aspect-[4/3] md:aspect-[4/5]"
          imgClassName="object-[50%_30%]"
          // The first photo is the page's largest element above the fold, on a phone too.
          priority={index === 0}
        />
      </div>
      <div
        className={cn("md:col-span-7", photoRight && "md:order-1")}
        data-testid="consultant-text"
      >
        <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">{role}</p>
        <h2 id={`consultant-${consultant.id}`} className="mt-3 font-serif text-3xl sm:text-4xl">
          {consultant.name}
        </h2>
        {bio ? <p className="mt-5 leading-relaxed text-foreground/85">{bio}</p> : null}
        <div className="mt-6">
          <h3 className="text-xs font-semibold tracking-[0.15em] text-muted-foreground uppercase">
            {t.languages}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="consultant-languages">
            {consultant.languages.map((code) => (
              <li key={code}>
                <Badge
                  variant="secondary"
                  lang={SPOKEN_LANGUAGE_TAGS[code]}
                  className="px-3 py-1 text-sm"
                >
                  {SPOKEN_LANGUAGE_NAMES[code]}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <ul className="mt-8 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:flex-wrap sm:gap-x-8">
          {links.map(({ href, label, text, Icon }) => (
            <li key={href}>
              <a
                href={href}
                // The visible text first, then whom it reaches (WCAG 2.5.3, Label in Name).
                aria-label={`${text} (${interpolate(label, { name: consultant.name })})`}
                className="inline-flex items-center gap-2.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                <Icon className="size-4" aria-hidden />
                {text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
