"use client";
// The virtual tour behind its placeholder: the tour's own site (named by its host) is not asked
// for anything until the visitor loads the tour, or remembered that choice on this device; then
// the frame is made as the visitor nears it (docs/decisions/026). Without JavaScript, a link
// opens the tour on its site.
import { ExternalLink, Rotate3d } from "lucide-react";
import { DeferredFrame, type FrameProps } from "../deferred-frame";
import { type ConsentTexts, ForgetChoice, ThirdPartyPlaceholder } from "../third-party/placeholder";
import { useThirdParty } from "../third-party/use-third-party";

export function TourFrame({
  frame,
  consent,
  openLabel,
}: {
  frame: FrameProps;
  consent: ConsentTexts;
  /** "Open the virtual tour on my.matterport.com", the link shown without JavaScript. */
  openLabel: string;
}) {
  const { loaded, remembered, load, forget } = useThirdParty("tour");
  if (loaded) {
    return (
      <>
        <DeferredFrame frame={frame} />
        <ForgetChoice
          texts={consent}
          remembered={remembered}
          onForget={forget}
          className="absolute right-2 bottom-1 rounded bg-card/90 px-2"
        />
      </>
    );
  }
  return (
    <ThirdPartyPlaceholder
      icon={<Rotate3d className="size-5" aria-hidden />}
      texts={consent}
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
          {openLabel}
          <ExternalLink className="size-4" aria-hidden />
        </a>
      }
    />
  );
}
