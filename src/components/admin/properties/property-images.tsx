"use client";
// The images of a property: upload several at once (file picker or drop) through the
// signed-URL flow with a progress bar per file, add one by URL (the server downloads it),
// remove, and drag to reorder (pointer or keyboard); the first image is the cover.
import { ImagePlus, Link2 } from "lucide-react";
import { type DragEvent, type KeyboardEvent, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { SortableList } from "@/components/admin/sortable-list";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { ACCEPTED_IMAGE_TYPES, checkImageFiles, mapWithLimit } from "@/lib/admin/image-files";
import { propertiesText } from "@/lib/admin/messages";
import type { PropertyFormValues } from "@/lib/admin/property-form";
import { importImageUrl, uploadImage } from "@/lib/admin/upload";
import { ApiError } from "@/lib/api/client";
import { LIMITS } from "@/lib/constants";
import { cn } from "@/lib/utils";
import { FormSection, useFieldError } from "./form-parts";
import { SortableImage } from "./sortable-image";

const t = propertiesText.images;
const MAX = LIMITS.imagesPerProperty;
const PARALLEL_UPLOADS = 3;

interface Upload {
  key: number;
  name: string;
  progress: number;
}

const imageKey = (image: string) => image;
const imageName = (_image: string, index: number) => t.item(index + 1);

function rejectionMessage(reason: "not-image" | "too-large" | "too-many", name: string) {
  if (reason === "not-image") return t.notImage(name);
  if (reason === "too-large") return t.tooLarge(name);
  return t.tooMany(MAX);
}

export function PropertyImages() {
  const { control, getValues, setValue } = useFormContext<PropertyFormValues>();
  const images = useWatch({ control, name: "images" });
  const error = useFieldError("images");
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [url, setUrl] = useState("");
  const [importing, setImporting] = useState(false);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);

  function setImages(next: string[]) {
    setValue("images", next, { shouldDirty: true, shouldValidate: true });
  }

  async function addFiles(files: File[]) {
    if (files.length === 0) {
      toast.error(t.noneTitle, { description: t.noneDescription });
      return;
    }
    const { accepted, rejected } = checkImageFiles(
      files,
      getValues("images").length + uploads.length,
    );
    if (rejected.length > 0) {
      toast.error(t.rejectedTitle, {
        description: [
          ...new Set(rejected.map((r) => rejectionMessage(r.reason, r.file.name))),
        ].join(" "),
      });
    }
    if (accepted.length === 0) return;

    const batch = accepted.map((file) => ({
      key: nextKey.current++,
      name: file.name,
      progress: 0,
    }));
    setUploads((current) => [...current, ...batch]);
    const results = await mapWithLimit(accepted, PARALLEL_UPLOADS, (file, index) =>
      uploadImage(file, "property", (progress) => {
        const key = batch[index]?.key;
        setUploads((current) =>
          current.map((upload) => (upload.key === key ? { ...upload, progress } : upload)),
        );
      }),
    );
    const keys = new Set(batch.map((upload) => upload.key));
    setUploads((current) => current.filter((upload) => !keys.has(upload.key)));

    const added = results.flatMap((result) =>
      result.status === "fulfilled" ? [result.value] : [],
    );
    const total = [...getValues("images"), ...added];
    if (added.length > 0) setImages(total);
    if (added.length < accepted.length) {
      toast.error(t.errorTitle, { description: t.processingError });
    } else {
      toast.success(t.successTitle, {
        description: t.successDescription(added.length, total.length),
      });
    }
  }

  async function addUrl() {
    const address = url.trim();
    if (!address || importing) return;
    if (getValues("images").length + uploads.length >= MAX) {
      toast.error(t.rejectedTitle, { description: t.tooMany(MAX) });
      return;
    }
    setImporting(true);
    try {
      const path = await importImageUrl(address, "property");
      const total = [...getValues("images"), path];
      setImages(total);
      setUrl("");
      toast.success(t.successTitle, { description: t.successDescription(1, total.length) });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.serverMessage : null;
      toast.error(t.errorTitle, { description: message ?? t.processingError });
    } finally {
      setImporting(false);
    }
  }

  function onUrlKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      void addUrl();
    }
  }

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  }

  const count = images.length + uploads.length;

  return (
    <FormSection
      id="images"
      title={propertiesText.form.sections.images}
      description={propertiesText.form.sections.imagesHint}
      aside={
        <p className="text-sm text-muted-foreground tabular-nums" data-testid="image-count">
          {t.count(images.length, MAX)}
        </p>
      }
    >
      <div className="grid gap-5">
        {images.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <SortableList
            items={images}
            keyOf={imageKey}
            nameOf={imageName}
            onReorder={setImages}
            layout="grid"
            className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
            testId="property-images"
          >
            {(image, sortable, index) => (
              <SortableImage
                image={image}
                position={index + 1}
                sortable={sortable}
                onRemove={() =>
                  setImages(getValues("images").filter((_, other) => other !== index))
                }
              />
            )}
          </SortableList>
        )}
        <fieldset
          className={cn(
            "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/30 px-6 py-8 text-center transition-colors",
            "has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring",
            dragging && "border-primary bg-accent/60",
          )}
          data-testid="image-drop-zone"
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {/* Dropping is a pointer shortcut; the file input is the keyboard way in. */}
          <legend className="sr-only">{t.uploadLegend}</legend>
          <ImagePlus className="size-8 text-muted-foreground" aria-hidden />
          <input
            id="property-images"
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            className="sr-only"
            aria-describedby="property-images-hint"
            disabled={count >= MAX}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = "";
              void addFiles(files);
            }}
          />
          <label
            id="property-images-label"
            htmlFor="property-images"
            className="cursor-pointer text-sm"
          >
            {t.dropZone}{" "}
            <span className="font-medium text-primary underline underline-offset-4">
              {t.choose}
            </span>
          </label>
          <p id="property-images-hint" className="text-xs text-muted-foreground">
            {t.hint} · {t.limit(MAX)}
          </p>
        </fieldset>

        <div className="grid gap-2">
          <Label htmlFor="image-url">{t.urlLabel}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="image-url"
              type="url"
              inputMode="url"
              placeholder={t.urlPlaceholder}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              onKeyDown={onUrlKeyDown}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => void addUrl()}
              disabled={url.trim() === "" || importing}
            >
              <Link2 aria-hidden />
              {importing ? t.adding : t.addUrl}
            </Button>
          </div>
        </div>

        {uploads.length > 0 ? (
          <ul className="grid gap-3" aria-label={propertiesText.form.sections.images}>
            {uploads.map((upload) => {
              const percent = Math.round(upload.progress * 100);
              return (
                <li key={upload.key} className="grid gap-1.5" data-testid="upload-progress">
                  <div className="flex justify-between gap-3 text-sm">
                    <span className="truncate">{upload.name}</span>
                    <span className="text-muted-foreground tabular-nums">{percent}%</span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={t.uploading(upload.name)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    className="h-2 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      className="h-full rounded-full bg-primary transition-[width] duration-200"
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}

        {error ? (
          <p id="images-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </FormSection>
  );
}
