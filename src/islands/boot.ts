// The one script of a public page (docs/decisions/018): brings each <casa-island> to life with
// React, from the props the server wrote beside its HTML. An island inside another is part of
// the outer one's tree and is left to it. Once every island has hydrated, <html> says so
// (data-islands="ready"), which the browser tests wait for as they would for a page's load.
import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLANDS, type IslandName } from "./registry";

const elements = Array.from(document.querySelectorAll<HTMLElement>("casa-island")).filter(
  (element) => !element.parentElement?.closest("casa-island"),
);
let waiting = elements.length;
const hydrated = () => {
  waiting -= 1;
  if (waiting === 0) document.documentElement.dataset.islands = "ready";
};

/** Renders its island as it is and tells, once, that it has hydrated. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(hydrated, []);
  return children;
}

for (const element of elements) {
  const name = element.dataset.island ?? "";
  const load = Object.hasOwn(ISLANDS, name) ? ISLANDS[name as IslandName] : undefined;
  const props: object = JSON.parse(element.dataset.props ?? "{}");
  if (!load) {
    console.error(`No island is named "${name}"`);
    hydrated();
    continue;
  }
  load().then(
    (component) =>
      hydrateRoot(
        element,
        createElement(Hydrated, null, createElement(component as ComponentType<object>, props)),
      ),
    (error: unknown) => {
      console.error(`The island "${name}" did not load`, error);
      hydrated();
    },
  );
}
