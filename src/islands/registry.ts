// The public pages' interactive parts ("islands", docs/decisions/018). A public page is HTML
// from the server; in the browser only these components come to life, each from its own
// <casa-island> element, in place of the App Router hydrating the whole page. Each is loaded
// (a chunk of its own, shared code apart) only by the pages that show it.
import type { ReactNode } from "react";

export const ISLANDS = {
  "contact-form": () =>
    import("@/components/site/property-detail/contact-form").then((m) => m.ContactForm),
  "favorite-button": () =>
    import("@/components/site/favorite-button").then((m) => m.FavoriteButton),
  "favorites-link": () => import("@/components/site/favorites-link").then((m) => m.FavoritesLink),
  "favorites-sync": () =>
    import("@/components/site/favorites/favorites-sync").then((m) => m.FavoritesSync),
  "filter-form": () => import("@/components/site/properties/filter-form").then((m) => m.FilterForm),
  gallery: () => import("@/components/site/property-detail/gallery").then((m) => m.Gallery),
  "language-menu": () => import("@/components/site/language-menu").then((m) => m.LanguageMenu),
  "language-sync": () => import("@/components/site/language-sync").then((m) => m.LanguageSync),
  "list-status": () => import("@/components/site/properties/list-status").then((m) => m.ListStatus),
  "location-map": () =>
    import("@/components/site/property-detail/location-map").then((m) => m.LocationMap),
  "map-view": () => import("@/components/site/properties/map-view").then((m) => m.MapView),
  "mobile-filters": () =>
    import("@/components/site/properties/mobile-filters").then((m) => m.MobileFilters),
  "mobile-menu": () => import("@/components/site/mobile-menu").then((m) => m.MobileMenu),
  "mortgage-form": () =>
    import("@/components/site/mortgage/mortgage-form").then((m) => m.MortgageForm),
  "price-choices": () => import("@/components/site/price-choices").then((m) => m.PriceChoices),
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
  "web-fonts": () => import("@/components/site/web-fonts").then((m) => m.WebFonts),
} satisfies Record<string, () => Promise<(props: never) => ReactNode>>;

export type IslandName = keyof typeof ISLANDS;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]>>;
export type IslandProps<N extends IslandName> = Parameters<IslandComponent<N>>[0];
