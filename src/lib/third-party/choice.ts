// The visitor's choice to load content served by another host (the map's tiles, a virtual
// tour), kept on this device only when they tick "remember my choice": localStorage key
// `casa.third-party`, JSON such as {"map":true,"tour":true}. Nothing is sent to our server
// (docs/decisions/026). Browser-only: every function tolerates a missing or blocked storage.

export const THIRD_PARTY_KEY = "casa.third-party";

export type ThirdPartyKind = "map" | "tour";

export type ThirdPartyChoices = Partial<Record<ThirdPartyKind, true>>;

const KINDS: readonly ThirdPartyKind[] = ["map", "tour"];

/** The choices remembered on this device (none when storage is blocked or holds junk). */
export function rememberedChoices(): ThirdPartyChoices {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(THIRD_PARTY_KEY) ?? "{}");
    if (!value || typeof value !== "object") return {};
    const record = value as Record<string, unknown>;
    return Object.fromEntries(KINDS.filter((k) => record[k] === true).map((k) => [k, true]));
  } catch {
    return {};
  }
}

export function isRemembered(kind: ThirdPartyKind): boolean {
  return rememberedChoices()[kind] === true;
}

/** Remembers (or forgets) the choice for one kind; tells the page's other parts. */
export function setRemembered(kind: ThirdPartyKind, remember: boolean): void {
  const choices = rememberedChoices();
  if (remember) choices[kind] = true;
  else delete choices[kind];
  try {
    if (Object.keys(choices).length === 0) localStorage.removeItem(THIRD_PARTY_KEY);
    else localStorage.setItem(THIRD_PARTY_KEY, JSON.stringify(choices));
  } catch {
    // Storage blocked (private mode, settings): the choice holds for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Fired on window when a choice is remembered or forgotten on this page. */
export const CHANGE_EVENT = "casa:third-party";

/** Calls `update` when a choice changes, on this page or in another tab; answers the undo. */
export function onChoicesChange(update: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, update);
  window.addEventListener("storage", update);
  return () => {
    window.removeEventListener(CHANGE_EVENT, update);
    window.removeEventListener("storage", update);
  };
}

/** The host of a content address, as named to the visitor ("my.matterport.com"). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
