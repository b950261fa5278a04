import { contentText } from "@/lib/admin/messages";
import type { SpokenLanguage } from "@/lib/constants";

/** BCP 47 tags of the spoken-language codes (SPEC.md's "jp" is Japanese, "ja"). */
const LANG_TAG: Record<SpokenLanguage, string | undefined> = {
  pt: undefined,
  en: "en",
  jp: "ja",
  es: "es",
  fr: "fr",
  de: "de",
  it: "it",
  zh: "zh",
};

/** A language's own name, marked with its language so screen readers pronounce it well. */
export function SpokenLanguageName({ code }: { code: SpokenLanguage }) {
  return <span lang={LANG_TAG[code]}>{contentText.consultants.spokenLanguages[code] ?? code}</span>;
}
