import type { MouseEvent } from "react";

/**
 * Opens a row's details when the row itself is clicked, but not when the click was meant
 * for a control inside it (link, button, select) or came from a dialog that React renders
 * in a portal yet bubbles through the row.
 */
export function onRowClick(open: () => void) {
  return (event: MouseEvent<HTMLTableRowElement>) => {
    const target = event.target as Element;
    if (!event.currentTarget.contains(target)) return;
    if (target.closest("a, button, select, input, textarea, label")) return;
    if (window.getSelection()?.toString()) return;
    open();
  };
}
