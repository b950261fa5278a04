// Brings <casa-island> elements to life (docs/decisions/018) as the visitor comes near them
// (docs/decisions/021), and renews them when a page is updated in place from a newer copy of
// itself (the property list's navigations): server HTML marked data-swap="name" is replaced by
// the new page's, with the islands inside it, and every other island is rendered again with the
// new page's props, keeping its state (a filter panel keeps what the visitor is typing), as the
// App Router did with a new payload.
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
  /** Resolves the island's hydration: every later render passes it again (see Hydrated). */
  hydrated: () => void;
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

/**
 * Renders its island as it is and tells, once, that it has hydrated. A page update can render
 * the island again before its hydration commits (the favourites page updates itself as soon as
 * its own island runs): that render passes the same callback, so the commit still tells.
 */
function Hydrated({ children, onHydrated }: { children?: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

function tree(component: ComponentType<object>, props: object, onHydrated: () => void) {
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

/**
 * The island's stylesheet (the maps' Leaflet CSS), which the page names on it (data-style) and
 * links only now: in the head it would hold back every first paint (src/server/page-cache/
 * island-page.ts). Resolves once it has loaded, or failed to.
 */
async function linkStyle(element: HTMLElement): Promise<void> {
  const href = element.dataset.style;
  if (!href) return;
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (!link) {
    link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  }
  if (link.sheet) return;
  const loading = link;
  await new Promise((resolve) => {
    loading.addEventListener("load", resolve, { once: true });
    loading.addEventListener("error", resolve, { once: true });
  });
}

/** Lets the browser handle input and paint before the next island. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Islands hydrated, or whose file failed to load (they stay server HTML). */
const settled = new WeakSet<HTMLElement>();
/** Each island's hydration, once begun. */
const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Hydrates `element` in a task of its own and as a transition (which React renders in slices),
 * so that no long task keeps a tap waiting. Resolves once it has hydrated or failed to load.
 */
async function hydrateNow(element: HTMLElement): Promise<void> {
  const [component] = await Promise.all([load(element), linkStyle(element)]);
  if (component && element.isConnected) {
    await nextTask();
    await new Promise<void>((resolve) =>
      startTransition(() => {
        const root = hydrateRoot(element, tree(component, propsOf(element), resolve));
        mounted.set(element, { root, component, hydrated: resolve });
      }),
    );
  }
  settled.add(element);
}

/** The islands waiting to come near the view, with their parts (the elements watched). */
const waiting = new Map<HTMLElement, Element[]>();
/** The island each watched part belongs to. */
const islandOf = new Map<Element, HTMLElement>();
/** Called with an island's first report (whether it is near the view) once it is watched. */
const firstReports = new Map<HTMLElement, (near: boolean) => void>();

/** Starts `element`'s hydration, if it has not begun, and stops watching it. */
function wake(element: HTMLElement): Promise<void> {
  let hydration = hydrations.get(element);
  if (!hydration) {
    unwatch(element);
    hydration = hydrateNow(element);
    hydrations.set(element, hydration);
  }
  return hydration;
}

// An island hydrates once some part of it is within a screen's height of the view: the phone
// neither fetches nor runs what the visitor may never scroll to (the detail page's contact
// form, the lower cards' favourite buttons), and what they scroll towards is ready as they
// arrive. A part without a box (CSS hides it at this width, or its section is closed) is never
// near; it hydrates once it is shown near the view. docs/decisions/021.
const nearView = new IntersectionObserver(
  (entries) => {
    // An island wakes as soon as one part is near, so only this report's parts can be.
    const reported = new Map<HTMLElement, boolean>();
    for (const entry of entries) {
      const element = islandOf.get(entry.target);
      if (!element || !waiting.has(element)) continue;
      reported.set(element, (reported.get(element) ?? false) || entry.isIntersecting);
    }
    for (const [element, near] of reported) {
      firstReports.get(element)?.(near);
      firstReports.delete(element);
      if (near) wake(element);
    }
  },
  { rootMargin: "100% 0px" },
);

/** Watches the parts of `element`; resolves with whether it is near the view now. */
function watch(element: HTMLElement): Promise<boolean> {
  const parts = Array.from(element.children);
  waiting.set(element, parts);
  for (const part of parts) {
    islandOf.set(part, element);
    nearView.observe(part);
  }
  return new Promise((resolve) => firstReports.set(element, resolve));
}

function unwatch(element: HTMLElement): void {
  for (const part of waiting.get(element) ?? []) {
    nearView.unobserve(part);
    islandOf.delete(part);
  }
  waiting.delete(element);
  firstReports.get(element)?.(false);
  firstReports.delete(element);
}

/**
 * Hydrates the islands in `container` as they come near the view; resolves once those near it
 * now have hydrated (or failed to load). An island with nothing of its own to show (the toasts'
 * outlet, a listener) hydrates at once.
 */
export async function hydrateIslands(container: ParentNode): Promise<void> {
  await Promise.all(
    islandsIn(container).map(async (element) => {
      if (element.childElementCount === 0 || (await watch(element))) await wake(element);
    }),
  );
}

/** The outermost island around `target` that has not hydrated yet, if any. */
function unhydratedIslandAround(target: EventTarget | null): HTMLElement | undefined {
  let found: HTMLElement | undefined;
  let island = target instanceof Element ? target.closest("casa-island") : null;
  while (island instanceof HTMLElement) {
    if (waiting.has(island) || (hydrations.has(island) && !settled.has(island))) found = island;
    island = island.parentElement?.closest("casa-island") ?? null;
  }
  return found;
}

/**
 * A click that reaches an island before it has hydrated (a fast scroll, a jump to an anchor) is
 * held and given again once it has, instead of being lost; focus coming into one (a visitor
 * tabbing to a form) hydrates it.
 */
export function keepEarlyInput(): void {
  document.addEventListener(
    "click",
    (event) => {
      const element = unhydratedIslandAround(event.target);
      if (!element || !event.target) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const { target } = event;
      wake(element).then(() => target.dispatchEvent(new MouseEvent("click", event)));
    },
    { capture: true },
  );
  document.addEventListener(
    "focusin",
    (event) => {
      const element = unhydratedIslandAround(event.target);
      if (element) wake(element);
    },
    { capture: true },
  );
}

/**
 * The island the focus is in, if it has not hydrated, hydrates now: the focus that made the page
 * load its script (a visitor tabbing straight to a form) came before this module was there to
 * see it.
 */
export function wakeFocused(): void {
  const element = unhydratedIslandAround(document.activeElement);
  if (element) wake(element);
}

function importedChildren(parent: Element): Node[] {
  return Array.from(parent.childNodes, (node) => document.importNode(node, true));
}

/** Updates the page in place from `next`, a newer rendering of the same page. */
export async function renewIslands(next: Document): Promise<void> {
  const fresh: Promise<void>[] = [];
  for (const region of document.querySelectorAll<HTMLElement>("[data-swap]")) {
    const replacement = next.querySelector(`[data-swap="${region.dataset.swap}"]`);
    if (!replacement) continue;
    for (const element of islandsIn(region)) {
      const island = mounted.get(element);
      island?.root.unmount();
      // A hydration cut short by the update no longer holds "ready" back.
      island?.hydrated();
      mounted.delete(element);
      unwatch(element);
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
    if (island) island.root.render(tree(island.component, propsOf(counterpart), island.hydrated));
    // Not hydrated yet (away from the view): it will hydrate the new page's HTML.
    else {
      element.replaceChildren(...importedChildren(counterpart));
      if (waiting.has(element)) {
        unwatch(element);
        watch(element);
      }
    }
  });
  await Promise.all(fresh);
}
