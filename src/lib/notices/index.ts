import type { NoticeKey } from "@/lib/constants";
import { COOKIES_DEFAULTS } from "./cookies";
import type { NoticeTexts } from "./notice-text";
import { PRIVACY_DEFAULTS } from "./privacy";

/** The texts each notice shows until staff save their own. */
export const NOTICE_DEFAULTS: Record<NoticeKey, NoticeTexts> = {
  privacy: PRIVACY_DEFAULTS,
  cookies: COOKIES_DEFAULTS,
};
