// Demo photos are drawn, not downloaded (the machine has no internet). Drawing and encoding
// ~130 images takes a minute, so each finished object is also kept in a cache folder and
// copied from there on the next fresh database (tests start many).
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { IMAGE_WIDTHS } from "@/lib/constants";
import { objectPath, objectStorage, saveProcessedImage } from "@/server/uploads/objects";
import { processImage } from "@/server/uploads/process-image";
import { diskStorage, type ObjectStorage } from "@/server/uploads/storage";
import type { SceneKind } from "./content/types";
import { renderHero, renderPortrait, renderScene } from "./images/render";

/** Bump when the drawings change, so cached photos are drawn again. */
const RENDER_VERSION = 2;
// Not traced into the build (turbopackIgnore): the folder changes while a build runs beside tests
// that load the demo content, and the server reads it at run time only.
const CACHE_DIR = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  "node_modules",
  ".cache",
  "casa-lusa-demo-photos",
);

export type DemoPhoto =
  | { kind: "scene"; scene: SceneKind; seed: number }
  | { kind: "portrait"; hue: number; feminine: boolean }
  | { kind: "hero"; seed: number };

function render(photo: DemoPhoto): Promise<Buffer> {
  switch (photo.kind) {
    case "scene":
      return renderScene(photo.scene, photo.seed);
    case "portrait":
      return renderPortrait({ hue: photo.hue, feminine: photo.feminine });
    case "hero":
      return renderHero(photo.seed);
  }
}

/** Stores the photo (from the cache when possible) and returns its object path. */
export async function storeDemoPhoto(photo: DemoPhoto): Promise<string> {
  const id = createHash("sha256")
    // The widths too: a cached photo holds the variants it was stored with.
    .update(JSON.stringify({ version: RENDER_VERSION, widths: IMAGE_WIDTHS, photo }))
    .digest("hex")
    .slice(0, 32);
  const storage = objectStorage();
  if (await storage.exists(`${id}/meta.json`)) return objectPath(id);

  const cached = path.join(CACHE_DIR, id);
  if (await copyFolder(cached, storage, id)) return objectPath(id);

  const image = await processImage(await render(photo));
  const cachedCopy = await saveProcessedImage(image, diskStorage(CACHE_DIR), id).catch(() => null);
  if (!cachedCopy || !(await copyFolder(cached, storage, id))) {
    await saveProcessedImage(image, storage, id);
  }
  return objectPath(id);
}

async function copyFolder(from: string, storage: ObjectStorage, id: string): Promise<boolean> {
  // Only finished files: another process may be writing the same object (as *.tmp) right now.
  const names = (await fs.readdir(from).catch(() => [] as string[])).filter((name) =>
    /^(original\.jpg|w\d+\.webp|meta\.json)$/.test(name),
  );
  if (!names.includes("meta.json")) return false;
  // meta.json last: the object exists only once every file it names is in place.
  for (const name of [...names.filter((n) => n !== "meta.json"), "meta.json"]) {
    await storage.write(`${id}/${name}`, await fs.readFile(path.join(from, name)));
  }
  return true;
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of results. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
