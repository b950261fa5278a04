// A link within the property list: a plain link without JavaScript; with it, the list follows
// it in place (list-navigation.ts). `scroll` brings the results into view (the page links).
import type { ComponentProps } from "react";

export function ListLink({ scroll = false, ...props }: ComponentProps<"a"> & { scroll?: boolean }) {
  return <a data-list-link={scroll ? "scroll" : ""} {...props} />;
}
