// The public pages' interactive parts ("islands", docs/decisions/018). A public page is HTML
// from the server; in the browser only these components come to life, each from its own
// <casa-island> element, in place of the App Router hydrating the whole page. Each is loaded
// (a chunk of its own, shared code apart) only by the pages that show it.
import type { ReactNode } from "react";

export const ISLANDS = {
  "contact-form": () =>
    import("@/components/site/property-detail/contact-form").then((m) => m.ContactForm),
  "filter-form": () => import("@/components/site/properties/filter-form").then((m) => m.FilterForm),
  gallery: () => import("@/components/site/property-detail/gallery").then((m) => m.Gallery),
  "list-status": () => import("@/components/site/properties/list-status").then((m) => m.ListStatus),
  "location-map": () =>
    import("@/components/site/property-detail/location-map").then((m) => m.LocationMap),
  "map-view": () => import("@/components/site/properties/map-view").then((m) => m.MapView),
  "mobile-filters": () =>
    import("@/components/site/properties/mobile-filters").then((m) => m.MobileFilters),
  "mortgage-form": () =>
    import("@/components/site/mortgage/mortgage-form").then((m) => m.MortgageForm),
  "print-button": () =>
    import("@/components/site/property-detail/print-button").then((m) => m.PrintButton),
  "save-search-form": () =>
    import("@/components/site/properties/save-search-form").then((m) => m.SaveSearchForm),
  "share-button": () =>
    import("@/components/site/property-detail/share-button").then((m) => m.ShareButton),
  "sort-select": () => import("@/components/site/properties/sort-select").then((m) => m.SortSelect),
  "sticky-aside": () =>
    import("@/components/site/property-detail/sticky-aside").then((m) => m.StickyAside),
  "third-party-choices": () =>
    import("@/components/site/third-party/third-party-choices").then((m) => m.ThirdPartyChoices),
  toasts: () => import("@/components/site/toasts").then((m) => m.ToastOutlet),
  "tour-frame": () =>
    import("@/components/site/property-detail/tour-frame").then((m) => m.TourFrame),
  "valuation-form": () =>
    import("@/components/site/sell/valuation-form").then((m) => m.ValuationForm),
  "viewing-booking": () =>
    import("@/components/site/property-detail/viewing-booking").then((m) => m.ViewingBooking),
} satisfies Record<string, () => Promise<(props: never) => ReactNode>>;

export type IslandName = keyof typeof ISLANDS;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]>>;
export type IslandProps<N extends IslandName> = Parameters<IslandComponent<N>>[0];
