import { Rotate3d } from "lucide-react";
import { DeferredFrame } from "../deferred-frame";
import { Island } from "../island";

/** The 360° tour embedded from its own (https) site, sandboxed, loaded as the visitor nears it. */
export function VirtualTour({ src, title, text }: { src: string; title: string; text: string }) {
  return (
    <div className="print:hidden">
      <p className="text-muted-foreground">{text}</p>
      <div className="relative mt-5 aspect-video overflow-hidden rounded-xl border border-border bg-gradient-to-br from-muted to-accent">
        {/* Shown until the tour draws over it. */}
        <Rotate3d
          className="absolute top-1/2 left-1/2 size-12 -translate-1/2 text-primary/40"
          aria-hidden
        />
        <Island
          name="deferred-frame"
          component={DeferredFrame}
          props={{
            frame: {
              src,
              title,
              // Its own scripts and origin (the tour needs both) and its links in new tabs, but
              // never a navigation of our page, a form or a download in our name.
              sandbox: "allow-scripts allow-same-origin allow-popups",
              allowFullScreen: true,
              allow: "fullscreen; xr-spatial-tracking",
              className: "relative size-full",
              "data-testid": "virtual-tour",
            },
          }}
        />
      </div>
    </div>
  );
}
