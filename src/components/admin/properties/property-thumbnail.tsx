// A small property photo for admin lists: stored images at their 480 px WebP variant.
import { ImageOff } from "lucide-react";
import { propertiesText } from "@/lib/admin/messages";
import { cn } from "@/lib/utils";

/** The address of an image at thumbnail size (external URLs are used as they are). */
export function thumbnailSrc(image: string): string {
  return image.startsWith("/objects/") ? `${image}?w=480` : image;
}

export function PropertyThumbnail({
  image,
  alt = "",
  className,
}: {
  image: string | undefined;
  alt?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "relative shrink-0 overflow-hidden rounded-md bg-muted text-muted-foreground",
        className,
      )}
    >
      {image ? (
        // biome-ignore lint/performance/noImgElement: our own WebP variants, no optimizer needed
        <img
          src={thumbnailSrc(image)}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center">
          <ImageOff className="size-4" aria-hidden />
          <span className="sr-only">{propertiesText.list.noImage}</span>
        </span>
      )}
    </div>
  );
}
