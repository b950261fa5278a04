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
 * Whether `element` waits to be shown before it hydrates: an island marked
 * data-hydrate="when-shown" stands in a part of the page that CSS hides at some widths (the
 * list's filter sidebar, on a phone), where hydrating it would only keep a phone busy.
 */
function waitsToBeShown(element: HTMLElement): boolean {
  const box = element.parentElement;
  return element.dataset.hydrate === "when-shown" && box !== null && !box.checkVisibility();
}

/** Resolves once the hidden `element` has a box (the window widened past the breakpoint). */
function whenShown(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new ResizeObserver(() => {
      if (waitsToBeShown(element)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element.parentElement as Element);
  });
}

/**
 * Hydrates `elements`, one task each and as a transition (which React renders in slices), so
 * that no long task keeps a tap waiting; their files load all at once. Resolves once each has
 * hydrated or failed to load.
 */
async function hydrate(elements: HTMLElement[]): Promise<void> {
  const islands = elements.map((element) => ({ element, component: load(element) }));
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

/**
 * Hydrates the islands in `container`; resolves once those in view have hydrated (or failed to
 * load). Those hidden from view hydrate when they are shown.
 */
export async function hydrateIslands(container: ParentNode): Promise<void> {
  const now: HTMLElement[] = [];
  for (const element of islandsIn(container)) {
    if (waitsToBeShown(element)) whenShown(element).then(() => hydrate([element]));
    else now.push(element);
  }
  await hydrate(now);
}

function importedChildren(parent: Element): Node[] {
  return Array.from(parent.childNodes, (node) => document.importNode(node, true));
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
    region.replaceChildren(...importedChildren(replacement));
    fresh.push(hydrateIslands(region));
  }
  const outside = (container: ParentNode) =>
    islandsIn(container).filter((element) => !element.closest("[data-swap]"));
  const renewed = outside(next);
  outside(document).forEach((element, index) => {
    const counterpart = renewed[index];
    const island = mounted.get(element);
    if (!counterpart || counterpart.dataset.island !== element.dataset.island) return;
    element.dataset.props = counterpart.dataset.props;
    if (island) island.root.render(tree(island.component, propsOf(counterpart)));
    // Not hydrated yet (hidden from view): it will hydrate the new page's HTML.
    else element.replaceChildren(...importedChildren(counterpart));
  });
  await Promise.all(fresh);
}
