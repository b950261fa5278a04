import type { ReactNode } from "react";

/**
 * The calm opening band of an inner public page: eyebrow, serif title, subtitle, and an
 * optional aside (the benefits) that sits beside the title on wide screens.
 */
export function PageHeader({
  eyebrow,
  title,
  subtitle,
  aside,
}: {
  eyebrow: string;
  title: ReactNode;
  subtitle?: string;
  aside?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden border-b border-border/70 bg-secondary/60">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-40 size-[28rem] rounded-full bg-brand/[0.06] blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 pt-16 pb-14 sm:px-6 lg:grid-cols-12 lg:items-center lg:gap-16 lg:px-8 lg:pt-24 lg:pb-20">
        <div className={aside ? "lg:col-span-7" : "lg:col-span-9"}>
          <p className="text-xs font-semibold tracking-[0.25em] text-brand uppercase">{eyebrow}</p>
          <h1 className="mt-4 max-w-3xl font-serif text-4xl leading-[1.1] font-medium text-balance text-foreground sm:text-5xl">
            {title}
          </h1>
          {subtitle ? (
            <p
              className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground"
              data-testid="page-subtitle"
            >
              {subtitle}
            </p>
          ) : null}
        </div>
        {aside ? <div className="lg:col-span-5">{aside}</div> : null}
      </div>
    </header>
  );
}
