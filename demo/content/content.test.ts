// The demo content must be what the API itself would accept, and really trilingual.
import { describe, expect, it } from "vitest";
import { FEATURE_KEYS, PROPERTY_STATUSES, PROPERTY_TYPES } from "@/lib/constants";
import { consultantCreateSchema } from "@/lib/schemas/consultant";
import { LEAD_STAGES, leadCreateSchema } from "@/lib/schemas/lead";
import { propertyCreateSchema } from "@/lib/schemas/property";
import { pageSettingsUpdateSchema } from "@/lib/schemas/settings";
import { testimonialCreateSchema } from "@/lib/schemas/testimonial";
import { availabilitySchema } from "@/lib/schemas/viewing";
import { clockText } from "@/lib/viewings/lisbon-time";
import { demoAvailability } from "./availability";
import { demoConsultants } from "./consultants";
import { demoFeatures } from "./features";
import { demoLeads } from "./leads";
import { demoProperties } from "./properties";
import { demoMortgagePage, demoSellPage } from "./settings";
import { demoTestimonials } from "./testimonials";

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** Sentences of a text, in the Latin scripts (. ! ?) or in Japanese (。！？). */
function sentenceCount(text: string | null | undefined): number {
  return (text ?? "").split(/[.!?](?:\s|$)|[。！？]/).filter((part) => part.trim().length > 3)
    .length;
}

describe("demo properties", () => {
  it("cover every type and status with at least 24 listings", () => {
    expect(demoProperties.length).toBeGreaterThanOrEqual(24);
    expect(new Set(demoProperties.map((p) => p.type))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(demoProperties.map((p) => p.status))).toEqual(new Set(PROPERTY_STATUSES));
    expect(new Set(demoProperties.map((p) => p.ref)).size).toBe(demoProperties.length);
  });

  it.each(demoProperties.map((p) => [p.ref, p] as const))(
    "%s passes the API's rules",
    (_ref, p) => {
      const { consultant: _c, scenes, ageDays: _a, priceDrop: _d, ...payload } = p;
      expect(propertyCreateSchema.safeParse(payload).error?.issues ?? []).toEqual([]);
      expect(p.features.every((key) => (FEATURE_KEYS as readonly string[]).includes(key))).toBe(
        true,
      );
      expect(scenes.length).toBeGreaterThanOrEqual(3);
      expect(p.price).toBeGreaterThanOrEqual(150_000);
      expect(p.price).toBeLessThanOrEqual(5_500_000);
      expect(p.coordinates.lat).toBeGreaterThan(32);
      expect(p.coordinates.lat).toBeLessThan(42.2);
    },
  );

  it.each(demoProperties.map((p) => [p.ref, p] as const))(
    "%s is written in three languages",
    (_ref, p) => {
      expect(p.titleJp).toMatch(JAPANESE);
      expect(p.descriptionJp).toMatch(JAPANESE);
      expect(p.titlePt).not.toBe(p.titleEn);
      expect(p.descriptionPt).not.toBe(p.descriptionEn);
      for (const text of [p.descriptionPt, p.descriptionEn, p.descriptionJp]) {
        expect(sentenceCount(text), text).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it("show some listings new (published within 14 days) and some reduced within 30 days, one before", () => {
    const available = demoProperties.filter((p) => p.status === "available");
    expect(available.filter((p) => p.ageDays < 14).length).toBeGreaterThanOrEqual(3);
    const drops = demoProperties.flatMap((p) => (p.priceDrop ? [{ ...p.priceDrop, p }] : []));
    expect(drops.filter((drop) => drop.daysAgo < 30).length).toBeGreaterThanOrEqual(3);
    expect(drops.filter((drop) => drop.daysAgo > 30).length).toBeGreaterThanOrEqual(1);
    for (const drop of drops) {
      expect(drop.from).toBeGreaterThan(drop.p.price);
      expect(drop.daysAgo).toBeLessThan(drop.p.ageDays);
    }
  });

  it("feature some listings with distinct orders and link some virtual tours", () => {
    const featured = demoProperties.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    const orders = featured.map((p) => p.featuredOrder).filter((o) => o !== null);
    expect(new Set(orders).size).toBe(orders.length);
    expect(demoProperties.filter((p) => p.virtualTour).length).toBeGreaterThanOrEqual(3);
  });
});

describe("other demo content", () => {
  it("has the 12 features of docs/product.md#property-feature named in three languages", () => {
    expect(demoFeatures.map((f) => f.key)).toEqual([...FEATURE_KEYS]);
    for (const feature of demoFeatures) expect(feature.nameJp).toMatch(JAPANESE);
  });

  it("has 4 consultants and 5 testimonials (one inactive) the API accepts", () => {
    expect(demoConsultants).toHaveLength(4);
    for (const { portrait: _p, ...consultant } of demoConsultants) {
      expect(consultantCreateSchema.safeParse(consultant).success).toBe(true);
      expect(consultant.languages.length).toBeGreaterThanOrEqual(2);
      expect(consultant.bioJp).toMatch(JAPANESE);
      expect(consultant.bioPt).not.toBe(consultant.bioEn);
      for (const bio of [consultant.bioPt, consultant.bioEn, consultant.bioJp]) {
        expect(sentenceCount(bio), bio ?? consultant.name).toBeGreaterThanOrEqual(3);
      }
    }
    expect(demoTestimonials).toHaveLength(5);
    expect(demoTestimonials.filter((t) => !t.active)).toHaveLength(1);
    for (const testimonial of demoTestimonials) {
      expect(testimonialCreateSchema.safeParse(testimonial).success).toBe(true);
    }
  });

  it("has complete sell and mortgage page texts", () => {
    for (const page of [demoSellPage, demoMortgagePage]) {
      expect(pageSettingsUpdateSchema.safeParse(page).success).toBe(true);
      expect(page.titleJp).toMatch(JAPANESE);
    }
    expect(demoMortgagePage.introPt).toBeTruthy();
  });
});

describe("demo leads", () => {
  it("are what the public form accepts, about listings that exist, over every stage", () => {
    const refs = new Set(demoProperties.map((p) => p.ref));
    for (const lead of demoLeads) {
      const parsed = leadCreateSchema.safeParse({
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        propertyRef: lead.propertyRef,
        type: lead.type,
        language: lead.language,
      });
      expect(parsed.success, lead.email).toBe(true);
      if (lead.propertyRef) expect(refs.has(lead.propertyRef), lead.propertyRef).toBe(true);
      if (lead.consultant !== null) expect(demoConsultants[lead.consultant]).toBeDefined();
      expect(Boolean(lead.lostReason), lead.email).toBe(lead.stage === "lost");
    }
    expect(new Set(demoLeads.map((lead) => lead.stage))).toEqual(new Set(LEAD_STAGES));
    expect(new Set(demoLeads.map((lead) => lead.language))).toEqual(new Set(["pt", "en", "jp"]));
  });
});

describe("demo availability", () => {
  it("gives every demo consultant weekly hours the API accepts, so a fresh install can book", () => {
    expect(demoAvailability.length).toBeGreaterThanOrEqual(demoConsultants.length);
    for (const windows of demoAvailability) {
      const weekly = windows.map((w) => ({
        weekday: w.weekday,
        start: clockText(w.startMinute),
        end: clockText(w.endMinute),
      }));
      expect(weekly.length).toBeGreaterThanOrEqual(5);
      expect(availabilitySchema.safeParse({ weekly, exceptions: [] }).success).toBe(true);
    }
  });
});
