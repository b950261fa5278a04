"use client";
import { UserRound } from "lucide-react";
import { serverMessage } from "@/lib/admin/content/server-error";
import { contentText } from "@/lib/admin/messages";
import { uploadMultipart } from "@/lib/admin/upload";
import { Avatar } from "./avatar";
import { ImageSourceField } from "./image-source-field";

const t = contentText.consultants;

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
  return (
    <ImageSourceField
      id="photo"
      value={value}
      onChange={onChange}
      error={error}
      onBusyChange={onUploadingChange}
      className="sm:grid-cols-[8rem_1fr] sm:items-start"
      previewClassName="flex flex-col items-center gap-2"
      preview={
        <div data-testid="photo-preview">
          <Avatar
            src={value}
            alt={value ? t.photoPreview : ""}
            icon={UserRound}
            className="size-28 border border-border"
          />
        </div>
      }
      empty={t.noPhoto}
      removeLabel={t.removePhoto}
      modes={{ label: t.photoModeLabel, ...t.photoModes }}
      firstMode={value?.startsWith("/objects/") ? "upload" : "url"}
      url={{ kind: "typed", label: t.photoUrl, hint: t.photoUrlHint }}
      file={{
        label: t.photoFile,
        hint: t.photoFileHint,
        accept: "image/*",
        acceptable: (file) => file.type.startsWith("image/"),
        store: (file) => uploadMultipart(file),
        storing: t.uploading,
      }}
      stored={{ title: t.uploaded }}
      failed={(error) => ({
        title: t.uploadError,
        description: error ? serverMessage(error) : t.photoFileHint,
      })}
    />
  );
}
