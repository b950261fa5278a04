// The words the list page's "save this search" form needs, picked from the catalogue: an
// island's props travel in the page's HTML (tests/e2e/page-weight.spec.ts).
import type { savedSearchTexts } from "@/lib/i18n/messages/saved-searches";

type Texts = (typeof savedSearchTexts)["pt"];
const FORM_KEYS = [
  "formOpen",
  "formIntro",
  "formSubmit",
  "formSending",
  "formSent",
  "formFailed",
  "formTooMany",
  "queryInvalid",
  "frequency",
  "instant",
  "daily",
  "weekly",
] as const;
export type SaveSearchFormTexts = Pick<Texts, (typeof FORM_KEYS)[number]>;

/** The words of the list page's form only: an island's props travel in the page's HTML. */
export function saveSearchFormTexts(texts: Texts): SaveSearchFormTexts {
  return Object.fromEntries(FORM_KEYS.map((key) => [key, texts[key]])) as SaveSearchFormTexts;
}
