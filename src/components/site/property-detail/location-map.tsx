"use client";
// The detail page's map behind its placeholder: nothing from the tile server is requested, and
// Leaflet does not load, until the visitor asks for the map or remembered that choice on this
// device (the island itself wakes as the visitor nears it; docs/decisions/026).
import { lazy, Suspense } from "react";
import { MapPin } from "@/components/site/icons";
import { type Consent, consentTexts } from "../third-party/consent-texts";
import { ForgetChoice, ThirdPartyPlaceholder } from "../third-party/placeholder";
import { useThirdParty } from "../third-party/use-third-party";
import type { LocationMapLabels } from "./location-leaflet";

const LocationLeaflet = lazy(() => import("./location-leaflet"));

export function LocationMap({
  lat,
  lng,
  tiles,
  labels,
  consent,
}: {
  lat: number;
  lng: number;
  /** The tile address template (MAP_TILES_URL). */
  tiles: string;
  labels: LocationMapLabels;
  consent: Consent;
}) {
  const { loaded, remembered, load, forget } = useThirdParty("map");
  const texts = consentTexts(consent, "map");
  return (
    <>
      {/* Sized by the card (a 16:9 box), so nothing moves when the map arrives. */}
      <div className="absolute inset-0 isolate overflow-hidden">
        {loaded ? (
          <Suspense fallback={null}>
            <LocationLeaflet lat={lat} lng={lng} tiles={tiles} labels={labels} />
          </Suspense>
        ) : (
          <ThirdPartyPlaceholder
            icon={<MapPin className="size-5" aria-hidden />}
            texts={texts}
            onLoad={load}
            testId="location-map-placeholder"
            className="absolute inset-0"
          />
        )}
      </div>
      {loaded ? (
        <ForgetChoice
          texts={texts}
          remembered={remembered}
          onForget={forget}
          className="absolute top-2 right-2 z-[500] rounded-md bg-card/95 px-2.5 py-1 shadow-sm"
        />
      ) : null}
    </>
  );
}
