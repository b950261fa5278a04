// The placeholder's texts for one kind of outside content, with the serving host filled in.
// Islands take only the language and the host in their props and read the texts here: the
// detail page's HTML must reach a phone in one round trip (tests/e2e/page-weight.spec.ts).
import { interpolate } from "@/lib/i18n/define-messages";
import type { Locale } from "@/lib/i18n/locales";
import { thirdParty } from "@/lib/i18n/messages/third-party";
import type { ThirdPartyKind } from "@/lib/third-party/choice";
import type { ConsentTexts } from "./placeholder";

/** What an island's props say about its outside content: the page's language, the host. */
export interface Consent {
  locale: Locale;
  server: string;
}

export function consentTexts({ locale, server }: Consent, kind: ThirdPartyKind): ConsentTexts {
  const t = thirdParty[locale];
  return {
    servedBy: interpolate(t[kind].servedBy, { server }),
    load: t[kind].load,
    shares: t.shares,
    remember: t.remember,
    forget: t.forget,
    forgotten: t.forgotten,
    open: interpolate(t.tour.open, { server }),
  };
}
