// Which privacy notice and consent line a form shows: a short hash of the words the visitor can
// read, in their language, with the legal identity filled in. The form sends it back with the
// request, and the request keeps it (docs/decisions/025).
import "server-only";
import { createHash } from "node:crypto";
import { AGENCY } from "@/lib/agency";
import type { Locale } from "@/lib/i18n/locales";
import { forms } from "@/lib/i18n/messages/forms";
import { fillNotice, NOTICE_PATHS, noticeBody, noticeTitle } from "@/lib/notices/notice-text";
import { getPrivacySettings } from "@/server/personal-data/privacy-periods";
import { getLegalSettings } from "@/server/settings/legal-settings";
import { getNotice } from "@/server/settings/notices";

/** What a page hands its forms: the version they show and the privacy notice's address. */
export async function consentNotice(
  locale: Locale,
  href: (path: string) => string,
): Promise<{ version: string; privacyHref: string }> {
  return { version: await consentVersion(locale), privacyHref: href(NOTICE_PATHS.privacy) };
}

/** "pt-3f2a9c01b7de": the language, then 12 hex digits of SHA-256 over what was shown. */
export async function consentVersion(locale: Locale): Promise<string> {
  const [notice, legal, privacy] = await Promise.all([
    getNotice("privacy"),
    getLegalSettings(),
    getPrivacySettings(),
  ]);
  const line = forms[locale].privacyLine;
  const shown = [
    noticeTitle(notice, locale),
    fillNotice(noticeBody(notice, locale), legal, locale, AGENCY, privacy.anonymiseAfterMonths),
    `${line.before}${line.link}${line.after}`,
  ].join("\n\0\n");
  return `${locale}-${createHash("sha256").update(shown).digest("hex").slice(0, 12)}`;
}
