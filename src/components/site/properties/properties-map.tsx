"use client";
// Leaflet with the configured tiles (MAP_TILES_URL, OpenStreetMap's by default): one
// keyboard-focusable marker per result, each opening a popup that links to the property. Loaded
// only once the visitor asked for the map (docs/decisions/026). When no tile loads the map says
// so quietly instead of showing an empty grey box (the list below is always there).
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef, useState } from "react";
import { MapPinOff } from "@/components/site/icons";
import { markerIcon, tileLayer } from "./leaflet-common";

export interface MapMarker {
  ref: string;
  title: string;
  price: string;
  href: string;
  lat: number;
  lng: number;
  /** Accessible name of the marker: title and price. */
  label: string;
}

export interface MapLabels {
  label: string;
  loading: string;
  needsScript: string;
  unavailable: string;
  unavailableHint: string;
  zoomIn: string;
  zoomOut: string;
  open: string;
  attribution: string;
}

const QUIET_BACKGROUND =
  "radial-gradient(circle at 1px 1px, rgb(31 58 77 / 0.14) 1px, transparent 0) 0 0 / 20px 20px, var(--muted)";
const PORTUGAL: L.LatLngTuple = [39.6, -8.2];

/** The popup is built from DOM nodes: titles are staff-written text, never HTML. */
function popupContent(marker: MapMarker, openLabel: string): HTMLElement {
  const box = document.createElement("div");
  box.className = "grid gap-1 font-sans";
  const title = document.createElement("p");
  title.className = "!m-0 font-serif text-base leading-snug text-foreground";
  title.textContent = marker.title;
  const price = document.createElement("p");
  price.className = "!m-0 text-sm font-semibold text-primary";
  price.textContent = marker.price;
  const link = document.createElement("a");
  link.href = marker.href;
  link.className = "mt-1 text-sm font-medium !text-brand underline underline-offset-4";
  link.textContent = `${openLabel} →`;
  box.append(title, price, link);
  return box;
}

export default function PropertiesMap({
  markers,
  labels,
  tiles,
}: {
  markers: MapMarker[];
  labels: MapLabels;
  /** The tile address template (MAP_TILES_URL). */
  tiles: string;
}) {
  const container = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const { zoomIn, zoomOut, attribution, open } = labels;
  // Each server render sends new arrays: compare the markers by content, not identity.
  const signature = JSON.stringify(markers);

  // The map itself, once.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = L.map(element, { zoomControl: false, scrollWheelZoom: false, zoomSnap: 0.25 });
    instance.setView(PORTUGAL, 6);
    L.control
      .zoom({ position: "bottomleft", zoomInTitle: zoomIn, zoomOutTitle: zoomOut })
      .addTo(instance);
    instance.attributionControl.setPrefix(false);
    let anyTileLoaded = false;
    tileLayer(tiles, attribution)
      .on("tileload", () => {
        anyTileLoaded = true;
        setTilesFailed(false);
      })
      .on("tileerror", () => {
        if (!anyTileLoaded) setTilesFailed(true);
      })
      .addTo(instance);
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      layer.current = null;
    };
  }, [zoomIn, zoomOut, attribution, tiles]);

  // The markers, again whenever the results change.
  useEffect(() => {
    const instance = map.current;
    const group = layer.current;
    if (!instance || !group) return;
    group.clearLayers();
    const items = JSON.parse(signature) as MapMarker[];
    for (const item of items) {
      const marker = L.marker([item.lat, item.lng], {
        icon: markerIcon,
        keyboard: true,
        riseOnHover: true,
      })
        .bindPopup(popupContent(item, open), { closeButton: true, minWidth: 200 })
        .addTo(group);
      const element = marker.getElement();
      element?.setAttribute("aria-label", item.label);
      element?.setAttribute("data-testid", "map-marker");
      element?.setAttribute("data-ref", item.ref);
    }
    const points = items.map((m) => L.latLng(m.lat, m.lng));
    if (points.length === 1 && points[0]) instance.setView(points[0], 13);
    else if (points.length > 1)
      instance.fitBounds(L.latLngBounds(points), {
        // Room at the top for the note shown when tiles fail.
        paddingTopLeft: [40, 110],
        paddingBottomRight: [40, 40],
        maxZoom: 13,
      });
    else instance.setView(PORTUGAL, 6);
  }, [signature, open]);

  return (
    <>
      <section
        ref={container}
        aria-label={labels.label}
        className="absolute inset-0 z-0"
        // Inline, because Leaflet's stylesheet (grey box, Helvetica without Japanese glyphs)
        // wins over utility classes.
        style={{
          background: tilesFailed ? QUIET_BACKGROUND : "var(--muted)",
          fontFamily: "inherit",
        }}
        data-testid="properties-map"
        data-tiles-failed={tilesFailed || undefined}
      />
      {tilesFailed ? (
        <div className="pointer-events-none absolute inset-x-0 top-4 z-[500] flex justify-center px-4">
          <div
            className="flex max-w-md items-start gap-3 rounded-lg border border-border bg-card/95 px-4 py-3 text-sm shadow-md backdrop-blur"
            data-testid="map-unavailable"
          >
            <MapPinOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <div className="grid gap-0.5">
              <p className="font-medium text-foreground">{labels.unavailable}</p>
              <p className="text-muted-foreground">{labels.unavailableHint}</p>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
