/** The main photo's `sizes`: shared with the print brochure so both pick the same file. */
export const GALLERY_SIZES = "(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw";
