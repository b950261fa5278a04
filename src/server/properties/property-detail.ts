import "server-only";
import { cache } from "react";
import { badgesChangeAt } from "@/lib/property-badges";
import { SIMILAR_BY, similarProperties } from "@/lib/property-detail/similar-properties";
import type { Consultant } from "@/lib/schemas/consultant";
import type { PropertyFeature } from "@/lib/schemas/feature";
import type { Property } from "@/lib/schemas/property";
import { getConsultant, listConsultants } from "@/server/consultants/consultants";
import { AppError } from "@/server/errors";
import { listFeatures } from "@/server/features/property-features";
import { dependsOn, dependsOnTime, TAG } from "@/server/page-cache/content-tags";
import { findPropertyByRef } from "./find-property";
import { listProperties } from "./list-properties";

export interface PropertyDetail {
  property: Property;
  consultant: Consultant | null;
  /** The property's own features, in the catalogue's order; unknown keys are left out. */
  features: PropertyFeature[];
  similar: Property[];
}

/** One lookup per request: the page and its metadata both ask for the same listing. */
export const findListing = cache((ref: string) => findPropertyByRef(ref));

/** The listing's consultant, or the agency's first active one when it has none (or an inactive one). */
async function consultantFor(property: Property): Promise<Consultant | null> {
  if (property.consultantId) {
    try {
      return await getConsultant(property.consultantId, { includeInactive: false });
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  const [first] = await listConsultants({ includeInactive: false });
  return first ?? null;
}

/** Everything the detail page shows about a listing, or null for an unknown reference. */
export async function loadPropertyDetail(ref: string): Promise<PropertyDetail | null> {
  const property = await findListing(ref);
  if (!property) return null;
  const [consultant, allFeatures, all] = await Promise.all([
    consultantFor(property),
    listFeatures(),
    listProperties({ wholeList: false }),
  ]);
  const wanted = new Set(property.features);
  const similar = similarProperties(all, property);
  // The page shows a few others: it changes with them, and with which ones rank as similar.
  dependsOn(
    TAG.similar(property[SIMILAR_BY.same]),
    ...similar.map((other) => TAG.property(other.id)),
  );
  dependsOnTime(() => badgesChangeAt([property, ...similar]));
  return {
    property,
    consultant,
    features: allFeatures.filter((feature) => wanted.has(feature.key)),
    similar,
  };
}
