import { isCurrent, type NavItem } from "./nav-items";

export function NavLinks({
  items,
  label,
  pathname,
}: {
  items: NavItem[];
  label: string;
  pathname: string;
}) {
  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={isCurrent(item.href, pathname) ? "page" : undefined}
              className="rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:text-foreground aria-[current=page]:text-brand"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
