// A listing photo: stored images come in WebP widths chosen by the browser (srcset/sizes),
// external URLs are used as they are. The box has a fixed ratio, so nothing shifts on load.
import { cn } from "@/lib/utils";

const WIDTHS = [480, 960, 1600, 2400];

export function imageSources(src: string, widths: number[] = WIDTHS) {
  if (!src.startsWith("/objects/")) return { src };
  return {
    src: `${src}?w=960`,
    srcSet: widths.map((width) => `${src}?w=${width} ${width}w`).join(", "),
  };
}

export function PropertyImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
  imgClassName,
}: {
  src: string | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  return (
    <div className={cn("relative overflow-hidden bg-muted", className)}>
      {src ? (
        // biome-ignore lint/performance/noImgElement: our own responsive variants (srcset)
        <img
          {...imageSources(src)}
          sizes={sizes}
          alt={alt}
          width={960}
          height={720}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding={priority ? "sync" : "async"}
          className={cn("absolute inset-0 size-full object-cover", imgClassName)}
        />
      ) : null}
    </div>
  );
}
