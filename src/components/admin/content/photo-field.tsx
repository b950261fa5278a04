"use client";
import { ImageUp, Link2, Trash2, UserRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { serverMessage } from "@/lib/admin/content/server-error";
import { contentText } from "@/lib/admin/messages";
import { uploadMultipart } from "@/lib/admin/upload";
import { Avatar } from "./avatar";
import { ModeToggle } from "./mode-toggle";

const t = contentText.consultants;
type Mode = "url" | "upload";

/**
 * The consultant's photo: typed as a URL or uploaded as a file (POST /api/upload, which
 * answers the stored path), with a preview of what will be saved.
 */
export function PhotoField({
  value,
  onChange,
  error,
  onUploadingChange,
}: {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const [mode, setMode] = useState<Mode>(value?.startsWith("/objects/") ? "upload" : "url");
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast.error(t.uploadError, { description: t.photoFileHint });
      return;
    }
    setUploading(true);
    onUploadingChange?.(true);
    try {
      onChange(await uploadMultipart(file));
      toast.success(t.uploaded);
    } catch (uploadError) {
      toast.error(t.uploadError, { description: serverMessage(uploadError) });
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  }

  const urlHint = t.photoUrlHint;

  return (
    <div className="grid gap-5 sm:grid-cols-[8rem_1fr] sm:items-start">
      <div className="flex flex-col items-center gap-2" data-testid="photo-preview">
        <Avatar
          src={value}
          alt={value ? t.photoPreview : ""}
          icon={UserRound}
          className="size-28 border border-border"
        />
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={() => onChange(null)}
          >
            <Trash2 aria-hidden /> {t.removePhoto}
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground">{t.noPhoto}</p>
        )}
      </div>
      <div className="grid gap-4">
        <ModeToggle
          label={t.photoModeLabel}
          value={mode}
          onChange={setMode}
          options={[
            { value: "url", label: t.photoModes.url, icon: Link2 },
            { value: "upload", label: t.photoModes.upload, icon: ImageUp },
          ]}
        />
        {mode === "url" ? (
          <FormField label={t.photoUrl} htmlFor="photo" hint={urlHint} error={error}>
            <Input
              id="photo"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={value ?? ""}
              onChange={(event) => onChange(event.target.value.trim() || null)}
              aria-invalid={Boolean(error)}
              aria-describedby={fieldDescribedBy("photo", { hint: urlHint, error })}
            />
          </FormField>
        ) : (
          <FormField label={t.photoFile} htmlFor="photo-file" hint={t.photoFileHint} error={error}>
            <Input
              id="photo-file"
              type="file"
              accept="image/*"
              disabled={uploading}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = "";
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={fieldDescribedBy("photo-file", { hint: t.photoFileHint, error })}
              className="h-auto py-1.5"
            />
          </FormField>
        )}
        {uploading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label={t.uploading} /> <span aria-hidden="true">{t.uploading}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
