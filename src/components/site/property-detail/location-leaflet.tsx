"use client";
// The detail page's map: the listing's point, with 0.01 degrees either side, on the configured
// tiles (MAP_TILES_URL), loaded only once the visitor asked for it (docs/decisions/026).
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { mapBounds } from "@/lib/property-detail/osm";
import { markerIcon, tileLayer } from "../properties/leaflet-common";

export interface LocationMapLabels {
  label: string;
  zoomIn: string;
  zoomOut: string;
  attribution: string;
}

export default function LocationLeaflet({
  lat,
  lng,
  tiles,
  labels,
}: {
  lat: number;
  lng: number;
  tiles: string;
  labels: LocationMapLabels;
}) {
  const container = useRef<HTMLElement>(null);
  const { zoomIn, zoomOut, attribution } = labels;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { zoomControl: false, scrollWheelZoom: false });
    // 0.01 degrees either side of the point (docs/product.md#property-detail-page).
    map.fitBounds(mapBounds({ lat, lng }));
    L.control
      .zoom({ position: "bottomleft", zoomInTitle: zoomIn, zoomOutTitle: zoomOut })
      .addTo(map);
    map.attributionControl.setPrefix(false);
    tileLayer(tiles, attribution).addTo(map);
    L.marker([lat, lng], { icon: markerIcon, keyboard: false, interactive: false }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, tiles, zoomIn, zoomOut, attribution]);

  return (
    <section
      ref={container}
      aria-label={labels.label}
      className="absolute inset-0 z-0"
      // Inline: Leaflet's stylesheet (grey box, Helvetica) wins over utility classes.
      style={{ background: "var(--muted)", fontFamily: "inherit" }}
      data-testid="location-map"
    />
  );
}
