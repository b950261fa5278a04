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
          // Rich colours with text dark enough for WCAG AA on their tinted backgrounds.
          "--success-bg": "#edf7f1",
          "--success-border": "#b7dfc6",
          "--success-text": "#14532d",
          "--error-bg": "#fdeeec",
          "--error-border": "#f3c2bc",
          "--error-text": "#8a1c12",
          "--info-bg": "#eef3f7",
          "--info-border": "#c5d5e2",
          "--info-text": "#1f3a4d",
          "--warning-bg": "#fdf6e7",
          "--warning-border": "#ecd7a6",
          "--warning-text": "#6b4a0c",
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

/** What a toast says: its title, and the line under it when there is one. */
export interface ToastText {
  title: string;
  description?: string;
}

export { toast } from "sonner";
export { type AppToasterProps as ToasterProps, Toaster };
