import * as z from "zod/mini";
import { defineEndpoint as endpoint } from "./endpoint";

const imageUrlSchema = z.strictObject({
  imageURL: z
    .string()
    .check(z.trim(), z.minLength(1, "Indique o URL da imagem"), z.maxLength(2048)),
});
const storedImage = z.object({ objectPath: z.string() });

export const uploads = {
  createUploadUrl: endpoint({
    method: "POST",
    path: "/api/objects/upload",
    access: "staff",
    tag: "Images",
    summary: "Get a signed URL (valid 5 minutes, one image) to PUT an image file to",
    response: z.object({ uploadURL: z.url() }),
  }),
  putUpload: endpoint({
    method: "PUT",
    path: "/api/objects/upload/{token}",
    access: "staff",
    tag: "Images",
    summary: "Upload one JPEG, PNG or WebP image (at most 10 MB) to a signed upload URL",
    params: z.strictObject({ token: z.string().check(z.maxLength(200)) }),
    rawBody: {
      contentTypes: ["image/jpeg", "image/png", "image/webp", "application/octet-stream"],
      description: "The image file itself; its type is read from its content",
    },
    response: storedImage,
  }),
  propertyImage: endpoint({
    method: "POST",
    path: "/api/property-images",
    access: "staff",
    tag: "Images",
    summary: "Store a property image from an upload URL of ours or an external http(s) URL",
    body: imageUrlSchema,
    response: storedImage,
  }),
  heroImage: endpoint({
    method: "POST",
    path: "/api/hero-images",
    access: "admin",
    tag: "Images",
    summary: "Store the home hero image from an upload URL of ours or an external http(s) URL",
    body: imageUrlSchema,
    response: storedImage,
  }),
  multipart: endpoint({
    method: "POST",
    path: "/api/upload",
    access: "staff",
    tag: "Images",
    summary: "Upload one image as the multipart field `image` (consultant photos)",
    rawBody: { contentTypes: ["multipart/form-data"], description: "Field image: the file" },
    response: z.object({ url: z.string() }),
  }),
};
