// What the list's map and the detail page's map share: the pin and the tile layer.
import L from "leaflet";

// Leaflet's default marker images do not resolve through the bundler: an inline SVG pin.
const PIN = `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" class="drop-shadow-md transition-transform duration-200 group-hover:-translate-y-0.5 group-focus-visible:-translate-y-0.5"><path d="M16 41s13-13.2 13-24.5C29 8.5 23.2 2.5 16 2.5S3 8.5 3 16.5C3 27.8 16 41 16 41Z" fill="#1f3a4d" stroke="#fbfaf7" stroke-width="2.5"/><circle cx="16" cy="16.5" r="5" fill="#fbfaf7"/></svg>`;

export const markerIcon = L.divIcon({
  html: PIN,
  className:
    "group rounded-full outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2",
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  popupAnchor: [0, -38],
});

/** The tiles of MAP_TILES_URL, credited to OpenStreetMap's contributors (the data's licence). */
export function tileLayer(template: string, attribution: string): L.TileLayer {
  return L.tileLayer(template, {
    maxZoom: 18,
    attribution: `<a href="https://www.openstreetmap.org/copyright">${attribution}</a>`,
  });
}
