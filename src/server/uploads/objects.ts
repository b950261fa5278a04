// Stored images ("objects"): each lives in its own folder (or key prefix) holding the normalized
// original, its WebP variants and a meta.json written last, so an object exists once meta.json
// does.
import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { env } from "@/server/env";
import { type ProcessedImage, processImage } from "./process-image";
import { s3Storage } from "./s3-storage";
import { diskStorage, type ObjectStorage } from "./storage";

export const OBJECT_ID = /^[a-f0-9]{32}$/;
export const OBJECT_PATH_PREFIX = "/objects/";

const metaSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(z.number().int().positive()),
});
export type ObjectMeta = z.infer<typeof metaSchema>;

const KEY = Symbol.for("casa-lusa.storage");
type Holder = { [KEY]?: ObjectStorage };

/** The bucket when S3_BUCKET is set, else the uploads folder. */
export function objectStorage(): ObjectStorage {
  const holder = globalThis as Holder;
  holder[KEY] ??= configuredStorage();
  return holder[KEY];
}

function configuredStorage(): ObjectStorage {
  const config = env();
  if (!config.S3_BUCKET) return diskStorage(config.uploadsDir);
  return s3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

export function newObjectId(): string {
  return randomBytes(16).toString("hex");
}

export function objectPath(id: string): string {
  return `${OBJECT_PATH_PREFIX}${id}`;
}

/** The object id inside "/objects/<id>", or null for anything else (external URLs). */
export function objectIdFromPath(value: string): string | null {
  if (!value.startsWith(OBJECT_PATH_PREFIX)) return null;
  const id = value.slice(OBJECT_PATH_PREFIX.length);
  return OBJECT_ID.test(id) ? id : null;
}

export async function saveProcessedImage(
  image: ProcessedImage,
  storage: ObjectStorage = objectStorage(),
  id: string = newObjectId(),
): Promise<{ id: string; objectPath: string; meta: ObjectMeta }> {
  await storage.write(`${id}/original.jpg`, image.original);
  for (const variant of image.variants) {
    await storage.write(`${id}/w${variant.width}.webp`, variant.data);
  }
  const meta: ObjectMeta = {
    width: image.width,
    height: image.height,
    variants: image.variants.map((variant) => variant.width),
  };
  await storage.write(`${id}/meta.json`, Buffer.from(JSON.stringify(meta)));
  return { id, objectPath: objectPath(id), meta };
}

/** Validates, re-encodes and stores untrusted image bytes. */
export async function storeImage(input: Buffer) {
  return saveProcessedImage(await processImage(input));
}

export async function readObjectMeta(
  id: string,
  storage: ObjectStorage = objectStorage(),
): Promise<ObjectMeta | null> {
  if (!OBJECT_ID.test(id)) return null;
  const raw = await storage.read(`${id}/meta.json`);
  if (!raw) return null;
  const parsed = metaSchema.safeParse(JSON.parse(raw.toString("utf8")));
  return parsed.success ? parsed.data : null;
}

/** The smallest stored variant at least `width` wide, else the largest one. */
export function pickVariant(meta: ObjectMeta, width: number): number | null {
  const sorted = [...meta.variants].sort((a, b) => a - b);
  return sorted.find((candidate) => candidate >= width) ?? sorted[sorted.length - 1] ?? null;
}
