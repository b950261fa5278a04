"use client";

import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

type AppToasterProps = ToasterProps & {
  /** Accessible name of each toast's close button (default "Fechar"). */
  closeLabel?: string;
};

/**
 * App-wide toast outlet: mount once in a layout, then call `toast.success("…")` from client code.
 * One toast at a time, bottom-right, 5 s, with a close button.
 */
function Toaster({ closeLabel = "Fechar", toastOptions, style, ...props }: AppToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      richColors
      visibleToasts={1}
      duration={5000}
      closeButton
      containerAriaLabel="Notificações"
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          // Sonner's own rich colours miss AA contrast (about 4.3:1); ours reach 5.9:1.
          "--success-bg": "#eef6f1",
          "--success-border": "#bfdccb",
          "--success-text": "var(--success)",
          "--error-bg": "#fdf0ef",
          "--error-border": "#f4c7c3",
          "--error-text": "var(--destructive)",
          ...style,
        } as React.CSSProperties
      }
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        ...toastOptions,
        classNames: {
          toast: "font-sans shadow-lg shadow-foreground/5",
          title: "font-medium",
          description: "text-sm",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { toast } from "sonner";
export { type AppToasterProps as ToasterProps, Toaster };
