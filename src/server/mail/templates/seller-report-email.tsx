// The seller report as an e-mail (seller-report-mail.ts loads it): the listing, its figures, its
// views week by week, its prices and the similar listings, as label and value rows that read on
// a phone; the same in plain text.
import "server-only";
import { legalTextLines } from "@/lib/legal-lines";
import type { ReportRow, SellerReportMail } from "../seller-report-mail";
import { Details, Panel } from "./blocks";
import { EmailShell } from "./layout";
import { joinBlocks, textHeading } from "./sanitize";
import { Paragraph, Small, Subtitle, Title } from "./typography";

const withKeys = (rows: ReportRow[]) => rows.map((row, index) => ({ ...row, key: `${index}` }));

export function SellerReportEmail({ mail }: { mail: SellerReportMail }) {
  const { t, locale } = mail;
  return (
    <EmailShell
      locale={locale}
      preview={mail.intro}
      legal={mail.legal}
      footer={
        <>
          <Small>{mail.signature}</Small>
          <Small>{t.privacy}</Small>
        </>
      }
    >
      <Title locale={locale}>{mail.title}</Title>
      <Small style={{ marginTop: "-8px", marginBottom: "16px" }}>{mail.meta}</Small>
      <Paragraph>{mail.intro}</Paragraph>
      <Panel>
        <Details rows={withKeys(mail.figures)} />
      </Panel>
      <Subtitle locale={locale}>{t.weekly}</Subtitle>
      <Details rows={withKeys(mail.weeks)} />
      <Subtitle locale={locale}>{t.prices}</Subtitle>
      <Details rows={withKeys(mail.prices)} />
      <Subtitle locale={locale}>{t.similar}</Subtitle>
      {mail.similar.length ? (
        <Details rows={withKeys(mail.similar)} />
      ) : (
        <Paragraph>{t.similarNone}</Paragraph>
      )}
      <Paragraph style={{ marginTop: "20px" }}>{t.mailReply}</Paragraph>
    </EmailShell>
  );
}

export function sellerReportText(mail: SellerReportMail): string {
  const { t, locale } = mail;
  const rows = (list: ReportRow[]) =>
    list.map((row) => `${row.label}${locale === "jp" ? "：" : ": "}${row.value}`).join("\n");
  return `${joinBlocks([
    mail.title,
    mail.meta,
    mail.intro,
    rows(mail.figures),
    `${textHeading(t.weekly, locale)}\n${rows(mail.weeks)}`,
    `${textHeading(t.prices, locale)}\n${rows(mail.prices)}`,
    `${textHeading(t.similar, locale)}\n${mail.similar.length ? rows(mail.similar) : t.similarNone}`,
    t.mailReply,
    mail.signature,
    t.privacy,
    legalTextLines(mail.legal).join("\n"),
  ])}\n`;
}
