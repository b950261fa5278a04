"use client";
// One field for an image that comes from a URL or from a file: the hero background and the
// consultant's photo. A preview with a remove button, a choice of source, the URL or file
// input, and what is happening (progress, importing) while the image is being stored. The
// field's value is always what will be saved: a stored path (/objects/…) or a typed URL.
import { ImageUp, Link2, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { type ToastText, toast } from "@/components/ui/toaster";
import { contentText } from "@/lib/admin/messages";
import { interpolate } from "@/lib/i18n/define-messages";
import { cn } from "@/lib/utils";
import { ModeToggle } from "./mode-toggle";

type Source = "url" | "upload";
const URL_FIRST: Source[] = ["url", "upload"];
const UPLOAD_FIRST: Source[] = ["upload", "url"];

/** How a URL becomes the value: kept as typed, or downloaded and stored by our server. */
export type UrlSource =
  | { kind: "typed"; label: string; hint: string }
  | {
      kind: "import";
      label: string;
      hint: string;
      button: string;
      importing: string;
      store: (url: string) => Promise<string>;
    };

export function ImageSourceField({
  id,
  value,
  onChange,
  error,
  onBusyChange,
  preview,
  previewClassName,
  empty,
  removeLabel,
  className,
  modes,
  firstMode,
  url,
  file,
  stored,
  failed,
}: {
  /** The inputs' ids: `${id}-url` and `${id}-file`. */
  id: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string;
  onBusyChange?: (busy: boolean) => void;
  preview: ReactNode;
  previewClassName: string;
  /** Said under the preview when there is no image. */
  empty?: string;
  removeLabel: string;
  className: string;
  modes: { label: string; url: string; upload: string };
  firstMode: Source;
  url: UrlSource;
  file: {
    label: string;
    hint: string;
    accept: string;
    /** A file the server would refuse anyway; refused here with the `failed` toast. */
    acceptable: (file: File) => boolean;
    store: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
    /** Said while a file without progress is stored. */
    storing?: string;
  };
  stored: ToastText;
  failed: (error: unknown) => ToastText;
}) {
  const [mode, setMode] = useState<Source>(firstMode);
  const [typedUrl, setTypedUrl] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const busy = progress !== null || working !== null;

  function fail(error: unknown) {
    const { title, description } = failed(error);
    toast.error(title, { description });
  }

  async function store(task: () => Promise<string>) {
    onBusyChange?.(true);
    try {
      onChange(await task());
      toast.success(stored.title, { description: stored.description });
      return true;
    } catch (storeError) {
      fail(storeError);
      return false;
    } finally {
      setProgress(null);
      setWorking(null);
      onBusyChange?.(false);
    }
  }

  async function storeFile(chosen: File | undefined) {
    if (!chosen) return;
    if (!file.acceptable(chosen)) {
      fail(null);
      return;
    }
    if (file.storing) setWorking(file.storing);
    else setProgress(0);
    await store(() => file.store(chosen, setProgress));
  }

  async function importUrl() {
    const trimmed = typedUrl.trim();
    if (url.kind !== "import" || !trimmed) return;
    setWorking(url.importing);
    if (await store(() => url.store(trimmed))) setTypedUrl("");
  }

  const urlId = `${id}-url`;
  const fileId = `${id}-file`;
  const urlError = mode === "url" && url.kind === "typed" ? error : undefined;
  return (
    <div className={cn("grid gap-5", className)}>
      <div className={previewClassName}>
        {preview}
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start text-destructive hover:text-destructive"
            onClick={() => onChange(null)}
            disabled={busy}
          >
            <Trash2 aria-hidden /> {removeLabel}
          </Button>
        ) : empty ? (
          <p className="text-xs text-muted-foreground">{empty}</p>
        ) : null}
        {error && !urlError ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>

      <div className="grid content-start gap-4">
        <ModeToggle
          label={modes.label}
          value={mode}
          onChange={setMode}
          options={(firstMode === "url" ? URL_FIRST : UPLOAD_FIRST).map((source) =>
            source === "url"
              ? { value: source, label: modes.url, icon: Link2 }
              : { value: source, label: modes.upload, icon: ImageUp },
          )}
        />
        {mode === "upload" ? (
          <FormField label={file.label} htmlFor={fileId} hint={file.hint}>
            <Input
              id={fileId}
              type="file"
              accept={file.accept}
              disabled={busy}
              aria-describedby={fieldDescribedBy(fileId, { hint: file.hint })}
              className="h-auto py-1.5"
              onChange={(event) => {
                void storeFile(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </FormField>
        ) : url.kind === "typed" ? (
          <FormField label={url.label} htmlFor={urlId} hint={url.hint} error={urlError}>
            <Input
              id={urlId}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={value ?? ""}
              onChange={(event) => onChange(event.target.value.trim() || null)}
              aria-invalid={Boolean(urlError)}
              aria-describedby={fieldDescribedBy(urlId, { hint: url.hint, error: urlError })}
            />
          </FormField>
        ) : (
          <FormField label={url.label} htmlFor={urlId} hint={url.hint}>
            <div className="flex flex-col gap-2 xl:flex-row">
              <Input
                id={urlId}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={typedUrl}
                disabled={busy}
                onChange={(event) => setTypedUrl(event.target.value)}
                onKeyDown={(event) => {
                  // Enter stores the URL instead of submitting the whole form.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    void importUrl();
                  }
                }}
                aria-describedby={fieldDescribedBy(urlId, { hint: url.hint })}
              />
              <Button
                type="button"
                variant="outline"
                onClick={() => void importUrl()}
                disabled={busy || typedUrl.trim() === ""}
              >
                {url.button}
              </Button>
            </div>
          </FormField>
        )}
        {progress !== null ? (
          <div className="grid gap-1.5">
            <progress
              max={1}
              value={progress}
              aria-label={file.label}
              className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {interpolate(contentText.shared.uploadProgress, {
                percent: Math.round(progress * 100),
              })}
            </p>
          </div>
        ) : null}
        {working ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            <Spinner label={working} /> <span aria-hidden="true">{working}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
