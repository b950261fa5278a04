import { Mail, Phone } from "@/components/site/icons";
import { AGENCY } from "@/lib/agency";
import type { common } from "@/lib/i18n/messages/common";
import { WhatsAppIcon } from "../brand-icons";

/** The agency's phone, e-mail and WhatsApp as large tappable rows. */
export function AgencyContacts({ t }: { t: (typeof common)["pt"]["contact"] }) {
  const rows = [
    { href: AGENCY.phoneHref, label: t.phoneLabel, value: AGENCY.phone, Icon: Phone },
    { href: `mailto:${AGENCY.email}`, label: t.emailLabel, value: AGENCY.email, Icon: Mail },
    { href: AGENCY.whatsappHref, label: t.whatsapp, value: AGENCY.whatsapp, Icon: WhatsAppIcon },
  ];
  return (
    <ul className="divide-y divide-border" data-testid="agency-contacts">
      {rows.map(({ href, label, value, Icon }) => (
        <li key={label}>
          <a
            href={href}
            className="group flex items-center gap-4 rounded-md py-4 transition-colors hover:text-primary"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="flex flex-col">
              <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {label}
              </span>
              <span className="font-medium">{value}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
