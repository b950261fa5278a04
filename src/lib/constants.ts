// Business constants (docs/product.md#data-model, docs/product.md#limits), shared by the server,
// the forms and the tests.

export const LOCALES = ["pt", "en", "jp"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "pt";

export const SPOKEN_LANGUAGES = ["pt", "en", "jp", "es", "fr", "de", "it", "zh"] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

export const PROPERTY_TYPES = [
  "apartment",
  "house",
  "land",
  "commercial",
  "office",
  "warehouse",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** The public filters and the sell form offer only these. */
export const PUBLIC_PROPERTY_TYPES = ["apartment", "house", "land", "commercial"] as const;

export const PROPERTY_STATUSES = ["available", "reserved", "sold"] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** "exempt": no certificate required (land, ruins); the ad says so ("Isento"). */
export const ENERGY_CERTIFICATES = ["A+", "A", "B", "B-", "C", "D", "E", "F", "exempt"] as const;
export type EnergyCertificate = (typeof ENERGY_CERTIFICATES)[number];

/** The portals a listing can be sent to (docs/product.md#portal-feeds). */
export const PORTALS = ["kyero", "idealista"] as const;
export type Portal = (typeof PORTALS)[number];

/** How much of a listing's address a portal may show: the exact point, its street, or neither. */
export const ADDRESS_VISIBILITIES = ["exact", "street", "hidden"] as const;
export type AddressVisibility = (typeof ADDRESS_VISIBILITIES)[number];

export const FEATURE_KEYS = [
  "garage",
  "pool",
  "garden",
  "balcony",
  "elevator",
  "new_construction",
  "renovated",
  "sea_view",
  "air_conditioning",
  "heating",
  "equipped_kitchen",
  "storage",
] as const;

export const MORTGAGE_STATUSES = ["new", "contacted", "in_process", "completed"] as const;
export type MortgageStatus = (typeof MORTGAGE_STATUSES)[number];

export const PAGE_KEYS = ["sell", "mortgage"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
/** The privacy and cookie notices, edited beside the page texts. */
export const NOTICE_KEYS = ["privacy", "cookies"] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

export const PROPERTY_CONDITIONS = ["excellent", "good", "needs_renovation"] as const;

export const SORT_OPTIONS = ["relevance", "price_asc", "price_desc", "newest", "area"] as const;
export const VIEW_MODES = ["grid", "list", "map"] as const;

/** What a listing reference may hold: letters, digits, ".", "-" and "_" (safe in a URL as is). */
export const LISTING_REF = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const LISTING_REF_MAX = 40;

/**
 * The widths a stored photo is kept in (WebP), for srcset. A full-width photo on a phone needs
 * 720 to 750 px at 2x or 1.75x (Lighthouse's phone: 412 × 1.75 = 721), which 800 serves, and
 * 1080 to 1170 px at 3x, which 1200 serves; 480 for cards, up to 2400 for wide screens; 240 for
 * thumbnails and avatars (an 80-px thumbnail at 3x).
 */
export const IMAGE_WIDTHS = [240, 480, 800, 1200, 1600, 2400] as const;

export const LIMITS = {
  homeFeatured: 9,
  homeTestimonials: 3,
  similarProperties: 4,
  galleryThumbnails: 8,
  dashboardLatest: 5,
  priceMax: 5_000_000,
  priceStep: 50_000,
  bedroomOptions: [1, 2, 3, 4, 5],
  bathroomOptions: [1, 2, 3],
  mapBoundingBox: 0.01,
  imageMaxBytes: 10_485_760,
  imagesPerProperty: 50,
  passwordMin: 12,
  passwordMax: 256,
  ratingMin: 1,
  ratingMax: 5,
  messageMax: 5_000,
} as const;

export const DEFAULT_USER_ROLE = "admin";
export const DEFAULT_CONSULTANT_ROLE = "consultant";
