// The placeholder's texts for one kind of outside content, with the serving host filled in.
import { interpolate } from "@/lib/i18n/define-messages";
import type { ThirdPartyMessages } from "@/lib/i18n/messages/third-party";
import type { ThirdPartyKind } from "@/lib/third-party/choice";
import type { ConsentTexts } from "./placeholder";

export function consentTexts(
  t: ThirdPartyMessages,
  kind: ThirdPartyKind,
  server: string,
): ConsentTexts {
  return {
    servedBy: interpolate(t[kind].servedBy, { server }),
    load: t[kind].load,
    shares: t.shares,
    remember: t.remember,
    forget: t.forget,
    forgotten: t.forgotten,
  };
}
