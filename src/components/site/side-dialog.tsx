"use client";
import { clsx } from "clsx";
// A panel sliding in from the side, on the browser's own modal <dialog>: focus stays inside,
// Escape and a click on the backdrop close it, and no dialog library ships with the page.
import { X } from "lucide-react";
import { type ReactNode, type RefObject, useId } from "react";

export function SideDialog({
  dialogRef,
  side,
  title,
  description,
  closeLabel,
  className,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  side: "left" | "right";
  title: string;
  description?: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const close = () => dialogRef.current?.close();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClick={(event) => event.target === dialogRef.current && close()}
      onKeyDown={(event) => event.key === "Escape" && close()}
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
          onClick={close}
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
