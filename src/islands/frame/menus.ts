// The menus of every public page, in plain script (docs/decisions/041). Both are plain HTML that
// works without it: the language menu a <details>, the phone menu a modal <dialog> that its button
// opens with the browser's own invoker command (commandfor/command="show-modal"), closed by Escape,
// its close button (command="close") or a tap beside it (closedby="any"). This adds what HTML does
// not do: a <details> menu closes on Escape or a tap elsewhere, a page chosen in the phone menu
// closes it (so that it is closed when the visitor comes back), the chosen language is remembered,
// and the commands for a browser that does not have them yet.

import { isLocale } from "@/lib/i18n/locales";
import { rememberLanguage } from "./remember-language";

const MENUS = "details[data-menu][open]";

function closest<T extends Element>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? target.closest<T>(selector) : null;
}

function dismissMenus(): void {
  document.addEventListener("pointerdown", (event) => {
    for (const menu of document.querySelectorAll<HTMLDetailsElement>(MENUS)) {
      if (!menu.contains(event.target as Node)) menu.open = false;
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of document.querySelectorAll<HTMLDetailsElement>(MENUS)) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
}

/** A language chosen is remembered, and the page's query (the list's filters) kept. */
function rememberLanguages(): void {
  document.addEventListener("click", (event) => {
    const link = closest<HTMLAnchorElement>(event.target, "a[data-language]");
    const language = link?.dataset.language;
    if (!link || !isLocale(language)) return;
    rememberLanguage(language);
    link.search = window.location.search;
  });
}

/**
 * Invoker commands and light dismiss, where the browser does not have them: asked of the element
 * clicked, as naming an interface at load (HTMLButtonElement, HTMLDialogElement) makes the
 * browser create it then (docs/decisions/045).
 */
function dialogCommands(): void {
  document.addEventListener("click", (event) => {
    const button = closest<HTMLButtonElement>(event.target, "button[commandfor]");
    const target =
      button &&
      !("commandForElement" in button) &&
      document.getElementById(button.getAttribute("commandfor") ?? "");
    if (target instanceof HTMLDialogElement) {
      const command = button?.getAttribute("command");
      if (command === "show-modal" && !target.open) target.showModal();
      if (command === "close") target.close();
    }
    const dialog = event.target;
    if (dialog instanceof HTMLDialogElement && !("closedBy" in dialog)) {
      if (dialog.getAttribute("closedby") === "any") dialog.close();
    }
    if (closest(event.target, "dialog[open] [data-closes-dialog] a[href]")) {
      closest<HTMLDialogElement>(event.target, "dialog")?.close();
    }
  });
}

export function followMenus(): void {
  dismissMenus();
  rememberLanguages();
  dialogCommands();
}
