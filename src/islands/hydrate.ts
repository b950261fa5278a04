// Brings <casa-island> elements to life (docs/decisions/018), and renews them when a page is
// updated in place from a newer copy of itself (the property list's navigations): server HTML
// marked data-swap="name" is replaced by the new page's, with the islands inside it, and every
// other island is rendered again with the new page's props, keeping its state (a filter panel
// keeps what the visitor is typing), as the App Router did with a new payload.
import {
  type ComponentType,
  createElement,
  type ReactNode,
  startTransition,
  useEffect,
} from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { ISLANDS, type IslandName } from "./registry";

interface Mounted {
  root: Root;
  component: ComponentType<object>;
}

const mounted = new Map<Element, Mounted>();

/** The islands in `container` that are not inside another island (which renders them itself). */
function islandsIn(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>("casa-island")).filter(
    (element) => !element.parentElement?.closest("casa-island"),
  );
}

function propsOf(element: HTMLElement): object {
  return JSON.parse(element.dataset.props ?? "{}");
}

/** Renders its island as it is and tells, once, that it has hydrated. */
function Hydrated({ children, onHydrated }: { children?: ReactNode; onHydrated: () => void }) {
  // Later renders (renewIslands) pass a callback that does nothing.
  useEffect(onHydrated, [onHydrated]);
  return children;
}

function tree(component: ComponentType<object>, props: object, onHydrated = () => {}) {
  return createElement(Hydrated, { onHydrated }, createElement(component, props));
}

async function load(element: HTMLElement): Promise<ComponentType<object> | undefined> {
  const name = element.dataset.island ?? "";
  if (!Object.hasOwn(ISLANDS, name)) {
    console.error(`No island is named "${name}"`);
    return undefined;
  }
  try {
    return (await ISLANDS[name as IslandName]()) as ComponentType<object>;
  } catch (error) {
    console.error(`The island "${name}" did not load`, error);
    return undefined;
  }
}

/** Lets the browser handle input and paint before the next island. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates the islands in `container`, one task each and as a transition (which React renders
 * in slices), so that no long task keeps a tap waiting; their files load all at once. Resolves
 * once each has hydrated or failed to load.
 */
export async function hydrateIslands(container: ParentNode): Promise<void> {
  const islands = islandsIn(container).map((element) => ({ element, component: load(element) }));
  const hydrated: Promise<void>[] = [];
  for (const { element, component } of islands) {
    const loaded = await component;
    if (!loaded) continue;
    await nextTask();
    hydrated.push(
      new Promise<void>((resolve) =>
        startTransition(() => {
          const root = hydrateRoot(element, tree(loaded, propsOf(element), resolve));
          mounted.set(element, { root, component: loaded });
        }),
      ),
    );
  }
  await Promise.all(hydrated);
}

/** Updates the page in place from `next`, a newer rendering of the same page. */
export async function renewIslands(next: Document): Promise<void> {
  // The new page may need a stylesheet this one did not (the map view's).
  for (const link of next.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const href = link.getAttribute("href");
    if (href && !document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`)) {
      document.head.append(document.importNode(link, true));
    }
  }
  const fresh: Promise<void>[] = [];
  for (const region of document.querySelectorAll<HTMLElement>("[data-swap]")) {
    const replacement = next.querySelector(`[data-swap="${region.dataset.swap}"]`);
    if (!replacement) continue;
    for (const element of islandsIn(region)) {
      mounted.get(element)?.root.unmount();
      mounted.delete(element);
    }
    // The region itself stays (a live region announces its new content).
    region.replaceChildren(
      ...Array.from(replacement.childNodes, (node) => document.importNode(node, true)),
    );
    fresh.push(hydrateIslands(region));
  }
  const outside = (container: ParentNode) =>
    islandsIn(container).filter((element) => !element.closest("[data-swap]"));
  const renewed = outside(next);
  outside(document).forEach((element, index) => {
    const counterpart = renewed[index];
    const island = mounted.get(element);
    if (!island || !counterpart || counterpart.dataset.island !== element.dataset.island) return;
    element.dataset.props = counterpart.dataset.props;
    island.root.render(tree(island.component, propsOf(counterpart)));
  });
  await Promise.all(fresh);
}
