import type { LucideIcon } from "lucide-react";
import { imageSources } from "@/components/site/image-sources";
import { cn } from "@/lib/utils";

/** A round photo (stored object or external URL), or an icon when there is none. */
export function Avatar({
  src,
  alt,
  icon: Icon,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "relative flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-muted-foreground",
        className,
      )}
    >
      {src ? (
        // biome-ignore lint/performance/noImgElement: our own responsive variants (srcset)
        <img
          {...imageSources(src, [480])}
          sizes="96px"
          alt={alt}
          width={96}
          height={96}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <Icon aria-hidden className="size-1/2" strokeWidth={1.5} />
      )}
    </div>
  );
}
