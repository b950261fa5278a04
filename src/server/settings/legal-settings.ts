import "server-only";
import {
  COMPLAINTS_BOOK_URL,
  type LegalSettings,
  type LegalSettingsUpdate,
} from "@/lib/schemas/legal-settings";
import { db } from "@/server/db/client";
import { legalSettings } from "@/server/db/schema";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";

/** A new database: nothing filled in, only the complaints book (its address is the law's). */
export const NO_LEGAL_SETTINGS: LegalSettings = {
  companyName: null,
  nif: null,
  amiLicence: null,
  address: null,
  ralName: null,
  ralUrl: null,
  complaintsBookUrl: COMPLAINTS_BOOK_URL,
  privacyEmail: null,
  updatedAt: null,
};

/** The agency's legal identity (docs/product.md#legal-identity). */
export async function getLegalSettings(): Promise<LegalSettings> {
  dependsOn(TAG.legalSettings);
  const [row] = await db().select().from(legalSettings).limit(1);
  if (!row) return NO_LEGAL_SETTINGS;
  const { id: _id, singleton: _singleton, updatedAt, ...fields } = row;
  return { ...fields, updatedAt: updatedAt.toISOString() };
}

/** Replaces every field (PUT): a field left blank is cleared. */
export async function updateLegalSettings(input: LegalSettingsUpdate): Promise<LegalSettings> {
  await db()
    .insert(legalSettings)
    .values({ ...input, singleton: true })
    .onConflictDoUpdate({
      target: legalSettings.singleton,
      set: { ...input, updatedAt: new Date() },
    });
  return getLegalSettings();
}
