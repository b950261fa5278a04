// The demo photos are real pictures: every scene the listings use, the portraits and the hero
// are drawn as colourful JPEGs, and the seed stores them as a JPEG original plus WebP variants
// that decode.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { objectIdFromPath, objectStorage, readObjectMeta } from "@/server/uploads/objects";
import { demoConsultants } from "./content/consultants";
import { demoProperties } from "./content/properties";
import { renderHero, renderPortrait, renderScene } from "./images/render";
import { storeDemoPhoto } from "./photos";

const isJpeg = (data: Buffer) => data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
const isWebp = (data: Buffer) =>
  data.subarray(0, 4).toString("latin1") === "RIFF" &&
  data.subarray(8, 12).toString("latin1") === "WEBP";

/** A picture, not a flat or grey box: varied pixels, and colour (the channels differ). */
async function expectPicture(data: Buffer, label: string) {
  const { entropy, channels } = await sharp(data).stats();
  expect(entropy, label).toBeGreaterThan(5);
  expect(Math.max(...channels.map((channel) => channel.stdev)), label).toBeGreaterThan(15);
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  expect(Math.max(...means) - Math.min(...means), label).toBeGreaterThan(4);
}

describe("demo photos", () => {
  it("draw every scene the listings use, the portraits and the hero as real JPEGs", async () => {
    // Small sizes: the drawing is the same at any size, and small ones take milliseconds.
    const scenes = [...new Set(demoProperties.flatMap((property) => property.scenes))];
    const drawings = [
      ...scenes.map((scene) => ({ label: scene, draw: () => renderScene(scene, 7, 320, 213) })),
      ...demoConsultants.map(({ name, portrait }) => ({
        label: name,
        draw: () => renderPortrait(portrait, 200),
      })),
      { label: "hero", draw: () => renderHero(1, 320, 180) },
    ];
    expect(scenes.length).toBeGreaterThanOrEqual(10);
    for (const { label, draw } of drawings) {
      const data = await draw();
      expect(isJpeg(data), label).toBe(true);
      expect((await sharp(data).metadata()).format, label).toBe("jpeg");
      await expectPicture(data, label);
    }
  });

  it("are stored as a JPEG original and WebP variants of the sizes meta.json names", async () => {
    const scene = demoProperties[0]?.scenes[0] ?? "townhouse";
    const stored = await storeDemoPhoto({ kind: "scene", scene, seed: 1 });
    const id = objectIdFromPath(stored) ?? "";
    const meta = await readObjectMeta(id);
    expect(meta?.variants.length).toBeGreaterThan(1);
    const storage = objectStorage();

    const original = (await storage.read(`${id}/original.jpg`)) ?? Buffer.alloc(0);
    expect(isJpeg(original)).toBe(true);
    expect(await sharp(original).metadata()).toMatchObject({
      format: "jpeg",
      width: meta?.width,
      height: meta?.height,
    });
    await expectPicture(original, "original");
    for (const width of meta?.variants ?? []) {
      const variant = (await storage.read(`${id}/w${width}.webp`)) ?? Buffer.alloc(0);
      expect(isWebp(variant), `w${width}`).toBe(true);
      expect(await sharp(variant).metadata()).toMatchObject({ format: "webp", width });
    }
  });
});
