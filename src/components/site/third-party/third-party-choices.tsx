"use client";
// What this device remembers about outside content (the map, virtual tours), each with a button
// that forgets it: for the cookie notice page, e.g.
//   <Island name="third-party-choices" component={ThirdPartyChoices}
//     props={{ t: thirdParty[locale] }} />
// (docs/decisions/026). Without JavaScript, or before it runs, it lists nothing.
import { useEffect, useState } from "react";
import type { ThirdPartyMessages } from "@/lib/i18n/messages/third-party";
import {
  type ThirdPartyChoices as Choices,
  onChoicesChange,
  rememberedChoices,
  setRemembered,
  type ThirdPartyKind,
} from "@/lib/third-party/choice";

export function ThirdPartyChoices({ t }: { t: ThirdPartyMessages }) {
  const [choices, setChoices] = useState<Choices>({});
  const [forgotten, setForgotten] = useState(false);

  useEffect(() => {
    const update = () => setChoices(rememberedChoices());
    update();
    return onChoicesChange(update);
  }, []);

  const kinds = (Object.keys(choices) as ThirdPartyKind[]).filter((kind) => choices[kind]);
  return (
    <div
      className="grid gap-3 rounded-xl border border-border bg-card p-5 text-sm"
      data-testid="third-party-choices"
    >
      <p className="font-medium text-foreground">{t.choices.title}</p>
      {kinds.length > 0 ? (
        <ul className="grid gap-2">
          {kinds.map((kind) => (
            <li key={kind} className="flex flex-wrap items-center justify-between gap-3">
              <span>{t.choices[kind]}</span>
              <button
                type="button"
                onClick={() => {
                  setRemembered(kind, false);
                  setForgotten(true);
                }}
                className="min-h-6 cursor-pointer text-primary underline underline-offset-4"
              >
                {t.forget}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{t.choices.none}</p>
      )}
      <p className="text-muted-foreground" aria-live="polite">
        {forgotten ? t.forgotten : null}
      </p>
    </div>
  );
}
