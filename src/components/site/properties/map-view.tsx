"use client";
// The map of the list's map view. Until the visitor asks for it (or remembered that choice on
// this device), a placeholder says who serves the tiles and nothing is requested from that host;
// Leaflet itself loads only then, only here, and never on the server (docs/decisions/026). The
// list under the map is always server-rendered.
import { lazy, Suspense } from "react";
import { MapPin } from "@/components/site/icons";
import { type Consent, consentTexts } from "../third-party/consent-texts";
import { ForgetChoice, ThirdPartyPlaceholder } from "../third-party/placeholder";
import { useThirdParty } from "../third-party/use-third-party";
import type { MapLabels, MapMarker } from "./properties-map";

function MapNote({ text }: { text: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center text-sm text-muted-foreground">
      <MapPin className="size-6" aria-hidden />
      {text}
    </div>
  );
}

// React's lazy rather than next/dynamic: the same split, without next/dynamic's own code in
// every list page. Rendered only once asked for, so never on the server.
const PropertiesMap = lazy(() => import("./properties-map"));

export function MapView({
  markers,
  labels,
  tiles,
  consent,
}: {
  markers: MapMarker[];
  labels: MapLabels;
  /** The tile address template (MAP_TILES_URL). */
  tiles: string;
  consent: Consent;
}) {
  const { loaded, remembered, load, forget } = useThirdParty("map");
  const texts = consentTexts(consent, "map");
  return (
    <div className="grid gap-2">
      {/* A fixed height, so nothing moves when the map arrives. */}
      <div
        className="relative isolate h-[26rem] overflow-hidden rounded-xl border border-border bg-muted shadow-sm sm:h-[30rem] lg:h-[34rem]"
        data-testid="map-view"
      >
        {loaded ? (
          <>
            <MapNote text={labels.loading} />
            <Suspense fallback={null}>
              <PropertiesMap markers={markers} labels={labels} tiles={tiles} />
            </Suspense>
          </>
        ) : (
          <ThirdPartyPlaceholder
            icon={<MapPin className="size-5" aria-hidden />}
            texts={texts}
            onLoad={load}
            testId="map-placeholder"
            className="absolute inset-0 bg-[radial-gradient(var(--border)_1px,transparent_1px)] [background-size:18px_18px]"
            fallback={<p className="max-w-md text-muted-foreground">{labels.needsScript}</p>}
          />
        )}
      </div>
      {loaded ? (
        <ForgetChoice
          texts={texts}
          remembered={remembered}
          onForget={forget}
          className="text-right"
        />
      ) : null}
    </div>
  );
}
