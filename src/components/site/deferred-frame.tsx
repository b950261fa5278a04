"use client";
// A frame from another site (the detail page's 360° tour), loaded only once the visitor
// scrolls within a screen of it. A browser's own lazy loading starts frames thousands of pixels
// ahead, so on a phone the map, far down the page, loaded with the first photo: a connection to
// another site, and that site's page and scripts, while the visitor waits for ours (issue #13).
// It is made only once the visitor asked for it (tour-frame.tsx, docs/decisions/026).
import { type ComponentProps, useEffect, useRef, useState } from "react";

export type FrameProps = Pick<
  ComponentProps<"iframe">,
  "src" | "title" | "sandbox" | "allow" | "allowFullScreen" | "className"
> & { "data-testid": string };

/** How far below the screen a frame starts loading: one screen. */
const AHEAD = "0px 0px 100% 0px";

export function DeferredFrame({ frame }: { frame: FrameProps }) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The other site learns our origin, not the address of the page.
  const iframe = (
    <iframe {...frame} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
  );
  if (near) return iframe;
  return <div ref={placeholder} className={frame.className} />;
}
