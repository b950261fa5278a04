import { Fragment } from "react";
import { ChevronRight } from "@/components/site/icons";

export interface Crumb {
  name: string;
  href?: string;
}

/** Home › Properties › this listing; the last crumb is the current page. */
export function Breadcrumb({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm text-muted-foreground print:hidden">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.name}>
            {index > 0 ? (
              <li aria-hidden className="flex items-center">
                <ChevronRight className="size-3.5 opacity-60" />
              </li>
            ) : null}
            <li className="min-w-0">
              {crumb.href ? (
                <a
                  href={crumb.href}
                  className="underline-offset-4 transition-colors hover:text-foreground hover:underline"
                >
                  {crumb.name}
                </a>
              ) : (
                <span aria-current="page" className="line-clamp-1 text-foreground/80">
                  {crumb.name}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
