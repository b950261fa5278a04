import { Mail, Menu, Phone } from "@/components/site/icons";
import { AGENCY } from "@/lib/agency";
import { WhatsAppIcon } from "./brand-icons";
import { isCurrent, type NavItem } from "./nav-items";
import { SideDialog } from "./side-dialog";

/** The dialog's id, which its button names. */
const MENU = "site-menu";

/**
 * The phone menu, on the browser's own modal <dialog>, opened by its button's invoker command:
 * plain HTML, no script of its own (docs/decisions/041). Focus is kept inside, Escape closes it,
 * and no dialog library is shipped to every page.
 */
export function MobileMenu({
  items,
  pathname,
  labels,
}: {
  items: NavItem[];
  /** The page's path, for the link that says which page this is. */
  pathname: string;
  labels: {
    open: string;
    close: string;
    title: string;
    call: string;
    email: string;
    whatsapp: string;
  };
}) {
  return (
    <>
      <button
        type="button"
        commandfor={MENU}
        command="show-modal"
        aria-label={labels.open}
        aria-haspopup="dialog"
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent lg:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <SideDialog id={MENU} side="right" title={labels.title} closeLabel={labels.close}>
        <nav className="flex flex-col px-5" aria-label={labels.title} data-closes-dialog>
          {items.map((item) => (
            <a
              key={item.href}
              href={item.href}
              aria-current={isCurrent(item.href, pathname) ? "page" : undefined}
              className="border-b border-border py-3.5 font-serif text-xl text-foreground aria-[current=page]:text-brand"
            >
              {item.label}
            </a>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 p-5 text-sm">
          <a className="flex items-center gap-3 py-2" href={AGENCY.phoneHref}>
            <Phone className="size-4" aria-hidden /> {labels.call}: {AGENCY.phone}
          </a>
          <a className="flex items-center gap-3 py-2" href={`mailto:${AGENCY.email}`}>
            <Mail className="size-4" aria-hidden /> {AGENCY.email}
          </a>
          <a className="flex items-center gap-3 py-2" href={AGENCY.whatsappHref}>
            <WhatsAppIcon className="size-4" /> {labels.whatsapp}
          </a>
        </div>
      </SideDialog>
    </>
  );
}
