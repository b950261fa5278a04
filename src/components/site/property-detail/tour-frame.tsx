"use client";
// The virtual tour behind its placeholder: the tour's own site (named by its host) is not asked
// for anything until the visitor loads the tour, or remembered that choice on this device; then
// the frame is made as the visitor nears it (docs/decisions/026). Without JavaScript, a link
// opens the tour on its site.
import { ExternalLink, Rotate3d } from "@/components/site/icons";
import { DeferredFrame, type FrameProps } from "../deferred-frame";
import { type Consent, consentTexts } from "../third-party/consent-texts";
import { ForgetChoice, ThirdPartyPlaceholder } from "../third-party/placeholder";
import { useThirdParty } from "../third-party/use-third-party";

export function TourFrame({ frame, consent }: { frame: FrameProps; consent: Consent }) {
  const { loaded, remembered, load, forget } = useThirdParty("tour");
  const texts = consentTexts(consent, "tour");
  if (loaded) {
    return (
      <>
        <DeferredFrame frame={frame} />
        <ForgetChoice
          texts={texts}
          remembered={remembered}
          onForget={forget}
          className="absolute top-2 right-2 rounded-md bg-card/95 px-2.5 py-1 shadow-sm"
        />
      </>
    );
  }
  return (
    <ThirdPartyPlaceholder
      icon={<Rotate3d className="size-5" aria-hidden />}
      texts={texts}
      onLoad={load}
      testId="tour-placeholder"
      className="absolute inset-0"
      fallback={
        <a
          href={frame.src}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 font-medium text-primary underline underline-offset-4"
        >
          {texts.open}
          <ExternalLink className="size-4" aria-hidden />
        </a>
      }
    />
  );
}
