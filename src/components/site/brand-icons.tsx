// Brand marks (icon libraries no longer ship them). Decorative: the links carry the names.
import { clsx } from "clsx";
import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps) => ({
  viewBox: "0 0 24 24",
  width: 20,
  height: 20,
  fill: "currentColor",
  "aria-hidden": true,
  focusable: false,
  ...props,
});

export const WhatsAppIcon = (props: IconProps) => (
  <svg {...base(props)} aria-hidden="true">
    <path d="M12.04 2a9.9 9.9 0 0 0-8.5 14.98L2 22l5.16-1.5A9.93 9.93 0 1 0 12.04 2Zm0 18.13a8.2 8.2 0 0 1-4.2-1.15l-.3-.18-3.06.89.9-2.98-.2-.31a8.22 8.22 0 1 1 6.86 3.73Zm4.5-6.15c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.56.12-.16.25-.64.8-.79.97-.14.16-.29.18-.54.06a6.7 6.7 0 0 1-1.98-1.22 7.4 7.4 0 0 1-1.37-1.7c-.14-.25 0-.38.11-.5.11-.11.25-.29.37-.43.12-.15.16-.25.25-.41.08-.17.04-.31-.02-.44-.06-.12-.56-1.34-.76-1.84-.2-.48-.41-.41-.56-.42h-.48a.92.92 0 0 0-.66.31 2.78 2.78 0 0 0-.87 2.07 4.83 4.83 0 0 0 1.01 2.57 11.06 11.06 0 0 0 4.24 3.74c.59.26 1.05.41 1.41.52.59.19 1.13.16 1.56.1.48-.07 1.46-.6 1.67-1.18.2-.58.2-1.07.14-1.18-.06-.1-.22-.16-.47-.28Z" />
  </svg>
);

/**
 * The social networks' marks, only in the footer: each a file of our own (public/icons/), drawn in
 * the text's colour as a CSS mask. The browser fetches a mask when it lays the footer out, which
 * it does only as the visitor comes near (render-when-near), so a page's load fetches none of
 * them (docs/decisions/042); inline, their paths cost every page some 570 compressed bytes of the
 * first round trip (tests/e2e/page-weight.spec.ts).
 */
const MARKS = {
  instagram: "[mask-image:url(/icons/instagram.svg)]",
  facebook: "[mask-image:url(/icons/facebook.svg)]",
  linkedin: "[mask-image:url(/icons/linkedin.svg)]",
  youtube: "[mask-image:url(/icons/youtube.svg)]",
} as const;

function mark(name: keyof typeof MARKS) {
  return ({ className }: { className?: string }) => (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-block bg-current [mask-position:center] [mask-repeat:no-repeat] [mask-size:contain]",
        MARKS[name],
        className,
      )}
    />
  );
}

export const InstagramIcon = mark("instagram");
export const FacebookIcon = mark("facebook");
export const LinkedInIcon = mark("linkedin");
export const YouTubeIcon = mark("youtube");
