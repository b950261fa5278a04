import type { SpokenLanguage } from "@/lib/constants";
import { SPOKEN_LANGUAGE_NAMES, SPOKEN_LANGUAGE_TAGS } from "@/lib/i18n/spoken-languages";

/** A language's own name, marked with its language so screen readers pronounce it well. */
export function SpokenLanguageName({ code }: { code: SpokenLanguage }) {
  return <span lang={SPOKEN_LANGUAGE_TAGS[code]}>{SPOKEN_LANGUAGE_NAMES[code]}</span>;
}
