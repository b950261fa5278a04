"use client";
// Toasts on the public pages. Sonner (the outlet and the toast function) loads on the visitor's
// first interaction instead of with the page: no public page shows a toast before one, and the
// page ships and hydrates less. The outlet, a live region, is then in place well before the
// first toast, so screen readers announce it.
import { lazy, Suspense, useEffect, useState } from "react";
import type { ToasterProps } from "@/components/ui/toaster";

const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin", "click"] as const;

export function ToastOutlet(props: ToasterProps) {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const start = () => setInteracted(true);
    for (const type of FIRST_INTERACTION) {
      document.addEventListener(type, start, { capture: true, passive: true });
    }
    return () => {
      for (const type of FIRST_INTERACTION) {
        document.removeEventListener(type, start, { capture: true });
      }
    };
  }, [interacted]);
  return interacted ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}

type ToastOptions = { description?: string; duration?: number };

async function show(kind: "success" | "error", title: string, options?: ToastOptions) {
  const { toast: sonner } = await import("@/components/ui/toaster");
  sonner[kind](title, options);
}

/** toast.success / toast.error as sonner has them, with sonner loaded on first use. */
export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};
