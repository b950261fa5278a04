// Shapes of the demo content. The content files are plain data; seed.ts turns them into rows.
import type {
  EnergyCertificate,
  PropertyStatus,
  PropertyType,
  SpokenLanguage,
} from "@/lib/constants";

/** What a generated demo photo shows; the renderer draws a matching scene. */
export type SceneKind =
  | "apartment-facade"
  | "villa-pool"
  | "townhouse"
  | "countryside"
  | "beach"
  | "living-room"
  | "bedroom"
  | "kitchen"
  | "terrace-view"
  | "land-plot"
  | "shopfront"
  | "office-interior"
  | "warehouse"
  | "city-skyline";

export interface DemoProperty {
  ref: string;
  type: PropertyType;
  status: PropertyStatus;
  price: number;
  location: string;
  city: string;
  district: string;
  coordinates: { lat: number; lng: number };
  area: number;
  bedrooms: number | null;
  bathrooms: number | null;
  yearBuilt: number | null;
  energyCertificate: EnergyCertificate;
  featured: boolean;
  featuredOrder: number | null;
  /** Index into the demo consultants list. */
  consultant: number;
  virtualTour: string | null;
  features: string[];
  /** Scenes for the photos, the first is the cover. 3 to 6 of them. */
  scenes: SceneKind[];
  /** Days before the seed date the listing was created, so "newest" sorts meaningfully. */
  ageDays: number;
  /** A price drop: the price before it and how many days before the seed date it came. */
  priceDrop?: { from: number; daysAgo: number };
  titlePt: string;
  titleEn: string;
  titleJp: string;
  descriptionPt: string;
  descriptionEn: string;
  descriptionJp: string;
}

export interface DemoFeature {
  key: string;
  namePt: string;
  nameEn: string;
  nameJp: string;
}

export interface DemoConsultant {
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
  role: string;
  languages: SpokenLanguage[];
  bioPt: string;
  bioEn: string;
  bioJp: string;
  order: number;
  /** Seed for the generated portrait. */
  portrait: { hue: number; feminine: boolean };
}

export interface DemoTestimonial {
  name: string;
  company: string | null;
  rating: number;
  textPt: string;
  textEn: string;
  textJp: string;
  active: boolean;
  order: number;
}

export interface DemoHomeSettings {
  titlePt: string;
  titleEn: string;
  titleJp: string;
  subtitlePt: string;
  subtitleEn: string;
  subtitleJp: string;
}

type Trilingual<K extends string> = { [P in `${K}${"Pt" | "En" | "Jp"}`]: string };
export type DemoPageSettings = Trilingual<
  "title" | "subtitle" | "benefit1" | "benefit2" | "benefit3" | "formTitle"
> &
  Partial<Trilingual<"intro" | "formDesc">>;
