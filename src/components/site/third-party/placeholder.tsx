"use client";
// Shown where the map or a virtual tour would be until the visitor asks for it: who serves it,
// what loading it shares (their IP address), a button that loads it and a box to remember the
// choice on this device (docs/decisions/026). Nothing from the other host is requested before.
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useHydrated } from "../use-hydrated";

/** The placeholder's texts, {server} already filled in. */
export interface ConsentTexts {
  servedBy: string;
  load: string;
  shares: string;
  remember: string;
  forget: string;
  forgotten: string;
  /** "Open the virtual tour on {server}": the tour's link without JavaScript. */
  open: string;
}

export function ThirdPartyPlaceholder({
  icon,
  texts,
  onLoad,
  testId,
  className,
  fallback,
}: {
  icon: ReactNode;
  texts: ConsentTexts;
  onLoad: (remember: boolean) => void;
  testId: string;
  className?: string;
  /** Shown when the browser runs no JavaScript (the button cannot work then). */
  fallback?: ReactNode;
}) {
  const hydrated = useHydrated();
  const [remember, setRemember] = useState(false);
  const id = useId();
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-3 px-5 py-6 text-center text-sm",
        className,
      )}
      data-testid={testId}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-card text-brand shadow-sm ring-1 ring-border">
        {icon}
      </span>
      <p className="max-w-md font-medium text-balance text-foreground">{texts.servedBy}</p>
      <p className="max-w-md text-pretty text-muted-foreground">{texts.shares}</p>
      {/* Disabled until the page's script runs, so nothing moves when it does. */}
      <Button type="button" onClick={() => onLoad(remember)} disabled={!hydrated} className="mt-1">
        {texts.load}
      </Button>
      <label
        htmlFor={id}
        className="flex min-h-6 cursor-pointer items-center gap-2 text-muted-foreground"
      >
        <input
          id={id}
          type="checkbox"
          checked={remember}
          disabled={!hydrated}
          onChange={(event) => setRemember(event.target.checked)}
          className="size-4 shrink-0 cursor-pointer accent-primary"
        />
        {texts.remember}
      </label>
      {fallback ? <noscript>{fallback}</noscript> : null}
    </div>
  );
}

/** "Forget my choice", beside content the visitor chose to load on every page. */
export function ForgetChoice({
  texts,
  remembered,
  onForget,
  className,
}: {
  texts: ConsentTexts;
  remembered: boolean;
  onForget: () => void;
  className?: string;
}) {
  const [forgotten, setForgotten] = useState(false);
  // Loaded with a click and not remembered: nothing to undo.
  if (!remembered && !forgotten) return null;
  return (
    <p className={cn("text-xs text-muted-foreground", className)} aria-live="polite">
      {remembered ? (
        <button
          type="button"
          onClick={() => {
            onForget();
            setForgotten(true);
          }}
          className="min-h-6 cursor-pointer underline decoration-muted-foreground/40 underline-offset-4 hover:text-foreground hover:decoration-foreground"
          data-testid="forget-choice"
        >
          {texts.forget}
        </button>
      ) : forgotten ? (
        texts.forgotten
      ) : null}
    </p>
  );
}
