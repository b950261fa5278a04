import { AGENCY } from "@/lib/agency";
import type { NoticeKey } from "@/lib/constants";
import type { Locale } from "@/lib/i18n/locales";
import { common } from "@/lib/i18n/messages/common";
import { fillNotice, noticeBlocks, noticeBody, noticeTitle } from "@/lib/notices/notice-text";
import type { LegalSettings } from "@/lib/schemas/legal-settings";
import type { Notice } from "@/lib/schemas/notice";
import { PageHeader } from "./page-header";

/**
 * The privacy or cookie notice (docs/product.md#privacy-and-cookie-notices): the texts staff
 * edit (or the defaults), with the legal identity filled in, as headings, paragraphs and lists.
 */
export function NoticePage({
  notice,
  legal,
  locale,
  href,
  retentionMonths,
}: {
  notice: Notice;
  legal: LegalSettings;
  locale: Locale;
  href: (path: string) => string;
  retentionMonths: number;
}) {
  const t = common[locale].footer;
  const body = fillNotice(noticeBody(notice, locale), legal, locale, AGENCY, retentionMonths);
  const other: { key: NoticeKey; path: string; label: string } =
    notice.notice === "privacy"
      ? { key: "cookies", path: "/cookies", label: t.cookies }
      : { key: "privacy", path: "/privacy", label: t.privacy };
  return (
    <>
      <PageHeader eyebrow={t.legal} title={noticeTitle(notice, locale)} />
      <article
        className="mx-auto max-w-3xl px-4 pt-12 text-base leading-relaxed text-foreground/90 sm:px-6 lg:pt-16"
        data-testid={`notice-${notice.notice}`}
      >
        {noticeBlocks(body).map((block, index) => {
          const key = `${block.kind}-${index}`;
          if (block.kind === "heading") {
            return (
              <h2 key={key} className="mt-10 mb-3 font-serif text-2xl text-foreground">
                {block.text}
              </h2>
            );
          }
          if (block.kind === "list") {
            return (
              <ul key={key} className="my-4 list-disc space-y-2 pl-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          }
          return (
            <p key={key} className="my-4">
              {block.text}
            </p>
          );
        })}
        <p className="mt-12 border-t border-border pt-6 text-sm">
          <a className="underline underline-offset-2" href={href(other.path)}>
            {other.label}
          </a>
        </p>
      </article>
    </>
  );
}
