// The name the page's first photo (the image it asks for first, fetchpriority="high") carries in
// its elementtiming attribute: Chromium then reports when that photo has been painted
// (Element Timing), which is when the boot script loads the islands (./boot.ts).
export const FIRST_PHOTO = "first-photo";

declare module "react" {
  interface ImgHTMLAttributes<T> {
    /** https://wicg.github.io/element-timing/ */
    elementtiming?: string;
  }
}
