import type { Locale } from "@/lib/i18n/locales";
import { hostOf } from "@/lib/third-party/choice";
import { Island } from "../island";
import { TourFrame } from "./tour-frame";

/**
 * The 360° tour embedded from its own (https) site, sandboxed, behind a placeholder naming that
 * site until the visitor loads it (docs/decisions/026). The frame's origin is marked for the
 * Content-Security-Policy (frame-src names exactly the tours a page shows).
 */
export function VirtualTour({
  src,
  title,
  text,
  locale,
}: {
  src: string;
  title: string;
  text: string;
  locale: Locale;
}) {
  return (
    <div className="print:hidden">
      <p className="text-muted-foreground">{text}</p>
      <div
        className="relative mt-5 min-h-80 overflow-hidden rounded-xl border border-border bg-gradient-to-br from-muted to-accent sm:aspect-video sm:min-h-0"
        data-frame-origin={new URL(src).origin}
      >
        <Island
          name="tour-frame"
          component={TourFrame}
          props={{
            frame: {
              src,
              title,
              // Its own scripts and origin (the tour needs both) and its links in new tabs, but
              // never a navigation of our page, a form or a download in our name.
              sandbox: "allow-scripts allow-same-origin allow-popups",
              allowFullScreen: true,
              allow: "fullscreen; xr-spatial-tracking",
              className: "absolute inset-0 size-full",
              "data-testid": "virtual-tour",
            },
            consent: { locale, server: hostOf(src) },
          }}
        />
      </div>
    </div>
  );
}
