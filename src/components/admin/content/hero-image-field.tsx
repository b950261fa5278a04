"use client";
import { ImageUp, Link2, Trash2 } from "lucide-react";
import { useState } from "react";
import { imageSources } from "@/components/site/image-sources";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { HERO_IMAGE_TYPES, isAcceptableHeroFile } from "@/lib/admin/content/hero-file";
import { contentText } from "@/lib/admin/messages";
import { importImageUrl, uploadImage } from "@/lib/admin/upload";
import { interpolate } from "@/lib/i18n/define-messages";
import { ModeToggle } from "./mode-toggle";

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
  const [mode, setMode] = useState<"url" | "upload">("upload");
  const [url, setUrl] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const busy = progress !== null || importing;

  function failed() {
    toast.error(t.imageError, { description: t.imageErrorDescription });
  }

  async function run(task: () => Promise<string>) {
    onBusyChange?.(true);
    try {
      onChange(await task());
      toast.success(t.imageReady, { description: t.imageReadyDescription });
      return true;
    } catch {
      failed();
      return false;
    } finally {
      setProgress(null);
      setImporting(false);
      onBusyChange?.(false);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!isAcceptableHeroFile(file)) {
      failed();
      return;
    }
    setProgress(0);
    await run(() => uploadImage(file, "hero", setProgress));
  }

  async function importUrl() {
    const trimmed = url.trim();
    if (!trimmed) return;
    setImporting(true);
    if (await run(() => importImageUrl(trimmed, "hero"))) setUrl("");
  }

  const preview = value ? imageSources(value, [960, 1600]) : null;
  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-2">
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
            <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-muted-foreground text-sm">
              {t.noImage}
            </p>
          )}
        </div>
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start text-destructive hover:text-destructive"
            onClick={() => onChange(null)}
            disabled={busy}
          >
            <Trash2 aria-hidden /> {t.removeImage}
          </Button>
        ) : null}
        {error ? (
          <p id="heroImage-error" role="alert" className="font-medium text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>

      <div className="grid content-start gap-4">
        <ModeToggle
          label={t.heroModeLabel}
          value={mode}
          onChange={setMode}
          options={[
            { value: "upload", label: t.heroModes.upload, icon: ImageUp },
            { value: "url", label: t.heroModes.url, icon: Link2 },
          ]}
        />
        {mode === "upload" ? (
          <FormField label={t.heroFile} htmlFor="hero-file" hint={t.heroHint}>
            <Input
              id="hero-file"
              type="file"
              accept={HERO_IMAGE_TYPES.join(",")}
              disabled={busy}
              aria-describedby={fieldDescribedBy("hero-file", { hint: t.heroHint })}
              className="h-auto py-1.5"
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </FormField>
        ) : (
          <FormField label={t.heroUrl} htmlFor="hero-url" hint={t.heroUrlHint}>
            <div className="flex flex-col gap-2 xl:flex-row">
              <Input
                id="hero-url"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={url}
                disabled={busy}
                onChange={(event) => setUrl(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the URL instead of submitting the whole settings form.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    void importUrl();
                  }
                }}
                aria-describedby={fieldDescribedBy("hero-url", { hint: t.heroUrlHint })}
              />
              <Button
                type="button"
                variant="outline"
                onClick={() => void importUrl()}
                disabled={busy || url.trim() === ""}
              >
                {t.useUrl}
              </Button>
            </div>
          </FormField>
        )}
        {progress !== null ? (
          <div className="grid gap-1.5">
            <progress
              max={1}
              value={progress}
              aria-label={t.heroFile}
              className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            />
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {interpolate(contentText.shared.uploadProgress, {
                percent: Math.round(progress * 100),
              })}
            </p>
          </div>
        ) : null}
        {importing ? (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t.importing}
          </p>
        ) : null}
      </div>
    </div>
  );
}
