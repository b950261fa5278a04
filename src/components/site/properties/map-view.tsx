"use client";
// The map of the list's map view. Leaflet needs the browser, so it loads only here, only in
// the map view, and never on the server; the list under the map is always server-rendered.
import { MapPin } from "lucide-react";
import { lazy, Suspense } from "react";
import { useHydrated } from "../use-hydrated";
import type { MapLabels, MapMarker } from "./properties-map";

function MapPlaceholder({ text }: { text: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center text-sm text-muted-foreground">
      <MapPin className="size-6" aria-hidden />
      {text}
    </div>
  );
}

// React's lazy rather than next/dynamic: the same split, without next/dynamic's own code in
// every list page. Rendered only once hydrated, so never on the server.
const PropertiesMap = lazy(() => import("./properties-map"));

export function MapView({ markers, labels }: { markers: MapMarker[]; labels: MapLabels }) {
  const hydrated = useHydrated();
  return (
    // A fixed height, so nothing moves when the map arrives.
    <div
      className="relative isolate h-[26rem] overflow-hidden rounded-xl border border-border bg-muted shadow-sm sm:h-[30rem] lg:h-[34rem]"
      data-testid="map-view"
    >
      {hydrated ? (
        <MapPlaceholder text={labels.loading} />
      ) : (
        <noscript>
          <MapPlaceholder text={labels.needsScript} />
        </noscript>
      )}
      {hydrated ? (
        <Suspense fallback={null}>
          <PropertiesMap markers={markers} labels={labels} />
        </Suspense>
      ) : null}
    </div>
  );
}
