// A panel sliding in from the side, on the browser's own modal <dialog>: focus stays inside,
// Escape, its close button (the invoker command "close") and a tap beside it (closedby="any")
// close it, and no dialog library ships with the page. No script of its own: the phone menu is
// server HTML whose button opens it by command, the filters' panel a React island that calls
// showModal(); src/islands/frame/menus.ts stands in for the commands where a browser lacks them.
import { clsx } from "clsx";
import type { ReactNode, Ref } from "react";
import { X } from "@/components/site/icons";

// The invoker commands (HTML's commandfor/command), which React passes through as they are but
// its types do not name yet.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
}

export function SideDialog({
  id,
  dialogRef,
  side,
  title,
  description,
  closeLabel,
  className,
  children,
}: {
  /** The dialog's id, which the buttons that open it name (commandfor). */
  id: string;
  dialogRef?: Ref<HTMLDialogElement>;
  side: "left" | "right";
  title: string;
  description?: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <dialog
      id={id}
      ref={dialogRef}
      closedby="any"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={clsx(
        "fixed inset-y-0 m-0 h-dvh max-h-none w-[88%] max-w-sm bg-card p-0 text-card-foreground shadow-xl backdrop:bg-foreground/40 open:flex open:flex-col",
        side === "left" ? "right-auto left-0" : "right-0 left-auto",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
        <div>
          <h2 id={`${id}-title`} className="font-serif text-xl">
            {title}
          </h2>
          {description ? (
            <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          commandfor={id}
          command="close"
          aria-label={closeLabel}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-accent"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {children}
    </dialog>
  );
}
