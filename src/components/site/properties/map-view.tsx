"use client";
// The map of the list's map view. Leaflet needs the browser, so it loads only here, only in
// the map view, and never on the server; the list under the map is always server-rendered.
import { MapPin } from "lucide-react";
import dynamic from "next/dynamic";
import { useHydrated } from "./list-navigation";
import type { MapLabels, MapMarker } from "./properties-map";

function MapPlaceholder({ text }: { text: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center text-sm text-muted-foreground">
      <MapPin className="size-6" aria-hidden />
      {text}
    </div>
  );
}

const PropertiesMap = dynamic(() => import("./properties-map"), { ssr: false });

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
      <PropertiesMap markers={markers} labels={labels} />
    </div>
  );
}
