// Loads the demo content: properties with drawn photos, features, consultants, testimonials
// the editable texts of the home, sell and mortgage pages, and the agency's legal identity.
import type { Database } from "@/server/db/client";
import { DEMO_STATE_KEY } from "@/server/db/demo-state";
import {
  appState,
  consultants,
  homeSettings,
  legalSettings,
  pageSettings,
  portalFeeds,
  properties,
  propertyFeatures,
  testimonials,
} from "@/server/db/schema";
import { newFeedKey } from "@/server/portals/portal-rows";
import { demoConsultants } from "./content/consultants";
import { demoFeatures } from "./content/features";
import { demoProperties } from "./content/properties";
import {
  demoAddressVisibility,
  demoHomeSettings,
  demoIdealistaCustomerCode,
  demoLegalSettings,
  demoMortgagePage,
  demoSellPage,
} from "./content/settings";
import { demoTestimonials } from "./content/testimonials";
import { mapLimited, storeDemoPhoto } from "./photos";

const DAY_MS = 86_400_000;

export async function seedDemoContent(db: Database, now = new Date()): Promise<void> {
  // Photos first, outside the transaction: they are files, and drawing them takes a while.
  const propertyPhotos = await mapLimited(demoProperties, 2, (property) =>
    mapLimited(property.scenes, 2, (scene, index) =>
      storeDemoPhoto({ kind: "scene", scene, seed: seedOf(`${property.ref}:${index}`) }),
    ),
  );
  const portraits = await mapLimited(demoConsultants, 2, ({ portrait }) =>
    storeDemoPhoto({ kind: "portrait", ...portrait }),
  );
  const heroImage = await storeDemoPhoto({ kind: "hero", seed: 1 });

  await db.transaction(async (tx) => {
    await tx.insert(propertyFeatures).values(demoFeatures).onConflictDoNothing();
    const consultantRows = await tx
      .insert(consultants)
      .values(
        demoConsultants.map(({ portrait: _portrait, ...consultant }, index) => ({
          ...consultant,
          photo: portraits[index] ?? null,
        })),
      )
      .returning({ id: consultants.id });
    await tx
      .insert(properties)
      .values(
        demoProperties.map(
          (
            { consultant, coordinates, scenes: _scenes, ageDays, priceDrop, ...property },
            index,
          ) => {
            const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
            return {
              ...property,
              latitude: coordinates.lat,
              longitude: coordinates.lng,
              consultantId: consultantRows[consultant]?.id ?? null,
              addressVisibility: demoAddressVisibility(property.type),
              images: propertyPhotos[index] ?? [],
              // Published when created ("Novo" for the recent ones), and some reduced since: the
              // database's trigger would date both to the seeding (drizzle/0011).
              firstPublishedAt: createdAt,
              priceBeforeReduction: priceDrop?.from ?? null,
              priceReducedAt: priceDrop
                ? new Date(now.getTime() - priceDrop.daysAgo * DAY_MS)
                : null,
              createdAt,
              updatedAt: createdAt,
            };
          },
        ),
      )
      .onConflictDoNothing();
    await tx.insert(testimonials).values(demoTestimonials);
    await tx
      .insert(homeSettings)
      .values({ ...demoHomeSettings, heroImage })
      .onConflictDoNothing();
    await tx
      .insert(pageSettings)
      .values([
        { page: "sell", ...demoSellPage },
        { page: "mortgage", ...demoMortgagePage },
      ])
      .onConflictDoNothing();
    // Both portal feeds on, Idealista with a customer code of the right shape.
    await tx
      .insert(portalFeeds)
      .values([
        { portal: "kyero", feedKey: newFeedKey() },
        { portal: "idealista", feedKey: newFeedKey(), customerCode: demoIdealistaCustomerCode },
      ])
      .onConflictDoNothing();
    await tx.insert(legalSettings).values(demoLegalSettings).onConflictDoNothing();
    await tx.insert(appState).values({ key: DEMO_STATE_KEY, value: now.toISOString() });
  });
}

/** A stable number from a text, so each listing always gets the same drawings. */
function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619);
  }
  return hash >>> 0;
}
