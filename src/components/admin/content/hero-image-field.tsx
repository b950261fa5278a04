"use client";
import { imageSources } from "@/components/site/image-sources";
import { HERO_IMAGE_TYPES, isAcceptableHeroFile } from "@/lib/admin/content/hero-file";
import { contentText } from "@/lib/admin/messages";
import { importImageUrl, uploadImage } from "@/lib/admin/upload";
import { ImageSourceField } from "./image-source-field";

const t = contentText.homeSettings;

/**
 * The hero background: an external URL (downloaded and stored by our server) or an uploaded
 * file (signed-URL upload with progress). Either way the field ends up with a stored path.
 */
export function HeroImageField({
  value,
  onChange,
  error,
  onBusyChange,
}: {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const preview = value ? imageSources(value, [800, 1600]) : null;
  return (
    <ImageSourceField
      id="hero"
      value={value}
      onChange={onChange}
      error={error}
      onBusyChange={onBusyChange}
      className="md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      previewClassName="grid content-start gap-2"
      preview={
        <div className="relative aspect-video overflow-hidden rounded-lg border border-border bg-muted">
          {preview ? (
            // biome-ignore lint/performance/noImgElement: our own responsive variants (srcset)
            <img
              {...preview}
              sizes="(min-width: 768px) 40vw, 90vw"
              alt={t.heroPreview}
              width={1600}
              height={900}
              className="absolute inset-0 size-full object-cover"
              data-testid="hero-preview"
            />
          ) : (
            <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-muted-foreground">
              {t.noImage}
            </p>
          )}
        </div>
      }
      removeLabel={t.removeImage}
      modes={{ label: t.heroModeLabel, ...t.heroModes }}
      firstMode="upload"
      url={{
        kind: "import",
        label: t.heroUrl,
        hint: t.heroUrlHint,
        button: t.useUrl,
        importing: t.importing,
        store: (url) => importImageUrl(url, "hero"),
      }}
      file={{
        label: t.heroFile,
        hint: t.heroHint,
        accept: HERO_IMAGE_TYPES.join(","),
        acceptable: isAcceptableHeroFile,
        store: (file, onProgress) => uploadImage(file, "hero", onProgress),
      }}
      stored={{ title: t.imageReady, description: t.imageReadyDescription }}
      failed={() => ({ title: t.imageError, description: t.imageErrorDescription })}
    />
  );
}
