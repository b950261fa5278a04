// Loads the demo content: properties with drawn photos, features, consultants and the hours
// they take viewings, testimonials, the editable texts of the home, sell and mortgage pages, the
// agency's legal identity, and leads along the pipeline.
import { asc, sql } from "drizzle-orm";
import { LEAD_REMINDER_LEVELS } from "@/lib/schemas/lead-event";
import type { Database } from "@/server/db/client";
import { DEMO_STATE_KEY } from "@/server/db/demo-state";
import {
  appState,
  consultantAvailability,
  consultants,
  dailyVisitors,
  favouriteAdds,
  homeSettings,
  leadEvents,
  leadReminders,
  leads,
  legalSettings,
  pageSettings,
  pageVisits,
  portalFeeds,
  properties,
  propertyFeatures,
  testimonials,
  users,
} from "@/server/db/schema";
import { newFeedKey } from "@/server/portals/portal-rows";
import {
  createDemoConsultantAccount,
  type DemoAccount,
  demoAccountNotice,
} from "./consultant-account";
import { demoAvailability } from "./content/availability";
import { demoConsultants } from "./content/consultants";
import { demoFeatures } from "./content/features";
import { demoLeads } from "./content/leads";
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
import { demoVisits } from "./content/visits";
import { mapLimited, storeDemoPhoto } from "./photos";

const DAY_MS = 86_400_000;

export async function seedDemoContent(
  db: Database,
  now = new Date(),
  /** Where the demo consultant's password is shown once: the console unless a caller reads it. */
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  let account: DemoAccount | null = null;
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
      .returning({ id: consultants.id, name: consultants.name, email: consultants.email });
    const first = consultantRows[0];
    if (first) account = await createDemoConsultantAccount(tx, first);
    await tx.insert(consultantAvailability).values(
      consultantRows.flatMap(({ id }, index) =>
        (demoAvailability[index] ?? demoAvailability.at(-1) ?? []).map((window) => ({
          consultantId: id,
          ...window,
        })),
      ),
    );
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
    await seedDemoLeads(tx, consultantRows, now);
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
    // Ninety days of visit counts, so that the dashboard's charts have something to draw.
    const visits = demoVisits(
      demoProperties.map(({ ref, ageDays }) => ({ ref, ageDays })),
      now,
    );
    await tx.insert(pageVisits).values(visits.pages).onConflictDoNothing();
    await tx.insert(dailyVisitors).values(visits.days).onConflictDoNothing();
    await tx.insert(favouriteAdds).values(visits.favourites).onConflictDoNothing();
    // The price history as the listings lived it: the first price from the first publication,
    // the reduced one from its reduction (the trigger dated both to the seeding, drizzle/0011).
    await tx.execute(sql`update property_prices set changed_at = p.first_published_at,
      price = coalesce(p.price_before_reduction, p.price)
      from properties p where property_prices.property_id = p.id`);
    await tx.execute(sql`insert into property_prices (property_id, price, changed_at)
      select id, price, price_reduced_at from properties where price_reduced_at is not null`);
    await tx.insert(appState).values({ key: DEMO_STATE_KEY, value: now.toISOString() });
  });
  if (account) print(demoAccountNotice(account));
}

/**
 * The demo leads with their assignees, stages and notes (by the first administrator, when there is
 * one), marked as reminded: nothing is e-mailed about them.
 */
async function seedDemoLeads(tx: Database, consultantRows: { id: string }[], now: Date) {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .orderBy(asc(users.createdAt))
    .limit(1);
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const { consultant, notes, read, ageDays, lostReason, ...lead } of demoLeads) {
    const [row] = await tx
      .insert(leads)
      .values({
        ...lead,
        lostReason: lostReason ?? null,
        consultantId: consultant === null ? null : (consultantRows[consultant]?.id ?? null),
        status: read ? "read" : "new",
        createdAt: at(ageDays),
        stageChangedAt: at(lead.stage === "new" ? ageDays : Math.max(ageDays - 1, 0)),
      })
      .returning({ id: leads.id });
    if (!row) continue;
    const events: (typeof leadEvents.$inferInsert)[] = notes.map((note) => ({
      leadId: row.id,
      kind: "note",
      text: note.text,
      userId: admin?.id ?? null,
      createdAt: at(ageDays - note.afterDays),
    }));
    if (lead.stage !== "new") {
      events.push({
        leadId: row.id,
        kind: "stage",
        text: lostReason ?? null,
        data: { from: "new", to: lead.stage },
        userId: admin?.id ?? null,
        createdAt: at(Math.max(ageDays - 1, 0)),
      });
    }
    if (events.length > 0) await tx.insert(leadEvents).values(events);
    await tx
      .insert(leadReminders)
      .values(LEAD_REMINDER_LEVELS.map((level) => ({ leadId: row.id, level })));
  }
}

/** A stable number from a text, so each listing always gets the same drawings. */
function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619);
  }
  return hash >>> 0;
}
