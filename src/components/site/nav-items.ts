// The site's main menu: the same links in the header (wide screens) and the phone menu.

export interface NavItem {
  href: string;
  label: string;
}

/** Whether `href` is the page at `pathname` (or, except for home, a page under it). */
export function isCurrent(href: string, pathname: string): boolean {
  const home = href === "/" || /^\/(pt|en|jp)$/.test(href);
  return home ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}
