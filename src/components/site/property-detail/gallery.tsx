"use client";
// The photo gallery: one large photo in a fixed-ratio box (nothing shifts while it loads),
// previous / next, a counter, up to 8 thumbnails (dots on a phone), arrow keys while it has
// focus, and swipes. Before JavaScript runs the controls are plain links to ?photo=N, which the
// server honours.
import { clsx as cn } from "clsx";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, ImageOff } from "@/components/site/icons";
import { LIMITS } from "@/lib/constants";
import { interpolate } from "@/lib/i18n/define-messages";
import type { PropertyDetailMessages } from "@/lib/i18n/messages/property-detail";
import { imageSources, preloadImage } from "../image-sources";
import { useHydrated } from "../use-hydrated";
import { GALLERY_SIZES } from "./gallery-sizes";

const SWIPE_MIN_PX = 50;

export function Gallery({
  images,
  title,
  initialIndex = 0,
  t,
}: {
  images: string[];
  title: string;
  initialIndex?: number;
  t: PropertyDetailMessages["gallery"];
}) {
  const total = images.length;
  const start = Math.min(Math.max(initialIndex, 0), total - 1);
  const first = images[start];
  if (first) preloadImage(first, GALLERY_SIZES);
  const [index, setIndex] = useState(start);
  const hydrated = useHydrated();
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const go = (next: number) => setIndex(((next % total) + total) % total);

  useEffect(() => {
    // Warm the cache with the next photo, so "next" feels instant.
    const next = images[(index + 1) % total];
    if (!next || total < 2) return;
    const preload = new Image();
    const sources = imageSources(next);
    preload.sizes = GALLERY_SIZES;
    if (sources.srcSet) preload.srcset = sources.srcSet;
    preload.src = sources.src;
  }, [images, index, total]);

  const src = images[index];
  if (!src) {
    return (
      <div className="flex aspect-[3/2] flex-col items-center justify-center gap-3 rounded-xl bg-muted text-muted-foreground">
        <ImageOff className="size-8" aria-hidden />
        <p>{t.noPhotos}</p>
      </div>
    );
  }

  const photoLabel = (n: number) => interpolate(t.showPhoto, { n, total });
  /** A button once hydrated; before that a link the server understands. */
  const control = (target: number, props: ControlProps) =>
    hydrated ? (
      <button type="button" onClick={() => go(target)} {...props} />
    ) : (
      <a href={`?photo=${((target + total) % total) + 1}#gallery`} {...props} />
    );

  return (
    <section
      id="gallery"
      aria-label={t.label}
      aria-describedby={total > 1 ? "gallery-hint" : undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys work while the gallery has focus
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") go(index - 1);
        else if (event.key === "ArrowRight") go(index + 1);
        else return;
        event.preventDefault();
      }}
      className="scroll-mt-24 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background"
      data-testid="gallery"
    >
      <div
        className="relative aspect-[3/2] overflow-hidden rounded-xl bg-muted shadow-sm shadow-foreground/5 print:rounded-none"
        onTouchStart={(event) => {
          const touch = event.touches[0];
          touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const touch = event.changedTouches[0];
          touchStart.current = null;
          if (!start || !touch) return;
          const dx = touch.clientX - start.x;
          if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y))
            return;
          go(dx < 0 ? index + 1 : index - 1);
        }}
      >
        {/* biome-ignore lint/performance/noImgElement: our own responsive variants (srcset) */}
        <img
          key={src}
          {...imageSources(src)}
          sizes={GALLERY_SIZES}
          alt={interpolate(t.photoAlt, { title, n: index + 1, total })}
          width={1600}
          height={1067}
          loading={index === start ? "eager" : "lazy"}
          fetchPriority={index === start ? "high" : "auto"}
          // The photo the page opens with appears at once (it is the page's largest paint);
          // the ones the visitor moves to fade in.
          className={cn(
            "absolute inset-0 size-full object-cover",
            index !== start && "animate-in duration-500 fade-in",
          )}
          data-testid="gallery-image"
        />
        {total > 1 ? (
          <>
            {control(index - 1, {
              "aria-label": t.previous,
              className: cn(ARROW, "left-3"),
              children: <ChevronLeft className="size-5" aria-hidden />,
            })}
            {control(index + 1, {
              "aria-label": t.next,
              className: cn(ARROW, "right-3"),
              children: <ChevronRight className="size-5" aria-hidden />,
            })}
          </>
        ) : null}
        <p
          className="absolute right-3 bottom-3 rounded-full bg-black/65 px-3 py-1 text-xs font-medium tracking-wider text-white tabular-nums backdrop-blur-sm print:hidden"
          aria-live="polite"
          aria-atomic="true"
          data-testid="gallery-counter"
        >
          {interpolate(t.counter, { n: index + 1, total })}
        </p>
      </div>
      {total > 1 ? (
        <>
          {/* On a phone, a dot for each photo instead of its thumbnail: the photos are not
              fetched there (lazy and not displayed), and the page's first seconds are spared
              their loads and frames (docs/decisions/042). */}
          <ul
            aria-label={t.thumbnails}
            className="mt-1 flex flex-wrap justify-center sm:mt-3 sm:grid sm:grid-cols-8 sm:gap-2 print:hidden"
          >
            {images.slice(0, LIMITS.galleryThumbnails).map((image, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a photo may appear twice; the list never reorders
              <li key={`${i}-${image}`}>
                {control(i, {
                  "aria-label": photoLabel(i + 1),
                  "aria-current": i === index ? "true" : undefined,
                  className: cn(
                    "relative flex size-8 items-center justify-center rounded-full sm:block sm:aspect-[4/3] sm:size-auto sm:w-full sm:overflow-hidden sm:rounded-md sm:bg-muted sm:ring-offset-2 sm:ring-offset-background sm:transition-opacity",
                    i === index
                      ? "sm:ring-2 sm:ring-primary"
                      : "sm:opacity-70 sm:hover:opacity-100",
                  ),
                  children: (
                    <>
                      <span
                        aria-hidden
                        className={cn(
                          "size-2 rounded-full sm:hidden",
                          i === index ? "bg-primary" : "bg-foreground/30",
                        )}
                      />
                      {/* biome-ignore lint/performance/noImgElement: our own responsive variants (srcset) */}
                      <img
                        {...imageSources(image, [240, 480])}
                        sizes="120px"
                        alt=""
                        width={160}
                        height={120}
                        loading="lazy"
                        // After the photo above them, the page's largest paint: in the first
                        // screen, Chromium would raise them to its priority.
                        fetchPriority="low"
                        className="absolute inset-0 size-full object-cover max-sm:hidden"
                      />
                    </>
                  ),
                  "data-testid": "gallery-thumbnail",
                })}
              </li>
            ))}
          </ul>
          <p id="gallery-hint" className="sr-only">
            {t.keyboardHint}
          </p>
        </>
      ) : null}
    </section>
  );
}

type ControlProps = {
  "aria-label": string;
  "aria-current"?: "true";
  className: string;
  children: ReactNode;
  "data-testid"?: string;
};

const ARROW =
  "absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-foreground shadow-md shadow-black/10 backdrop-blur transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white print:hidden";
