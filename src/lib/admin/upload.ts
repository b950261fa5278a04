"use client";
// Uploading images from the admin (docs/product.md#calls-images): a signed URL from POST
// /api/objects/upload, the file PUT there with its content type (progress reported), then claimed
// as a property or hero image; or a single multipart POST /api/upload (consultant photos).
import { api } from "@/lib/api";
import { ApiError, callApi } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";

const claims = { property: api.uploads.propertyImage, hero: api.uploads.heroImage };

export function putWithProgress(
  url: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "", "Network error"));
    xhr.send(file);
  });
}

/** Uploads one image and answers its stored path (/objects/<id>). */
export async function uploadImage(
  file: File,
  target: "property" | "hero",
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const { uploadURL } = await callApi(api.uploads.createUploadUrl);
  await putWithProgress(uploadURL, file, onProgress);
  return importImageUrl(uploadURL, target);
}

/** Stores an image found at an external URL (downloaded by the server) and answers its path. */
export async function importImageUrl(
  imageURL: string,
  target: "property" | "hero",
): Promise<string> {
  const { objectPath } = await callApi(claims[target], { body: { imageURL } });
  return objectPath;
}

/** POST /api/upload with the multipart field "image" (consultant photos). */
export async function uploadMultipart(file: File): Promise<string> {
  const body = new FormData();
  body.set("image", file);
  const response = await fetch(endpointUrl(api.uploads.multipart), {
    method: "POST",
    credentials: "include",
    body,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (JSON.parse(text) as { url: string }).url;
}
