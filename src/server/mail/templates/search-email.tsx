// The saved-search e-mails, drawn as HTML and plain text from what search-mail.ts loaded: the
// confirmation of a new search (one button), and an alert (up to ten listings as cards, links to
// every result, to manage the alerts and to stop this one).
import "server-only";
import { Section } from "@react-email/components";
import { legalTextLines } from "@/lib/legal-lines";
import type { SearchMail } from "../search-mail";
import { PrimaryButton } from "./buttons";
import { EmailShell } from "./layout";
import { PropertyCard } from "./property-card";
import { joinBlocks } from "./sanitize";
import { Paragraph, Small, TextLink, Title } from "./typography";

export function searchSubject(mail: SearchMail): string {
  const count = mail.listings.length + mail.more;
  return mail.kind === "search_alert" ? mail.t.alertSubject(count) : mail.t.confirmSubject;
}

function Footer({ mail }: { mail: SearchMail }) {
  const { t } = mail;
  return (
    <>
      {mail.kind === "search_alert" ? (
        <Small>
          <TextLink href={mail.manageUrl}>{t.manage}</TextLink>
          {t.separator}
          <TextLink href={mail.stopUrl}>{t.unsubscribe}</TextLink>
        </Small>
      ) : null}
      <Small style={{ marginTop: "8px" }}>
        {mail.kind === "search_alert" ? t.footerNotice : t.confirmIgnore}
      </Small>
    </>
  );
}

export function SearchEmail({ mail }: { mail: SearchMail }) {
  const { t, locale } = mail;
  if (mail.kind === "search_confirmation") {
    return (
      <EmailShell
        locale={locale}
        preview={t.confirmIntro}
        legal={mail.legal}
        footer={<Footer mail={mail} />}
      >
        <Title locale={locale}>{t.confirmHeading}</Title>
        <Paragraph>{t.confirmIntro}</Paragraph>
        <Paragraph>
          {t.searchLabel}
          {t.colon}
          {mail.searches.map((search) => search.label).join(t.separator)}
        </Paragraph>
        <Section style={{ margin: "8px 0 24px" }}>
          <PrimaryButton href={mail.confirmUrl}>{t.confirmButton}</PrimaryButton>
        </Section>
      </EmailShell>
    );
  }
  return (
    <EmailShell
      locale={locale}
      preview={t.alertIntro}
      legal={mail.legal}
      footer={<Footer mail={mail} />}
    >
      <Title locale={locale}>{t.alertHeading}</Title>
      <Paragraph>{t.alertIntro}</Paragraph>
      {mail.listings.map((listing) => (
        <PropertyCard
          key={listing.url}
          locale={locale}
          photoUrl={listing.photoUrl}
          title={listing.title}
          meta={[...listing.badges, listing.meta].join(t.separator)}
          price={listing.price}
          priceBefore={listing.oldPrice}
          href={listing.url}
          linkLabel={t.viewProperty}
        />
      ))}
      {mail.more ? <Paragraph>{t.more(mail.more)}</Paragraph> : null}
      {mail.searches.map((search) => (
        <Paragraph key={search.url}>
          {t.searchLabel}
          {t.colon}
          {search.label}
          {t.separator}
          <TextLink href={search.url}>{t.seeAll}</TextLink>
        </Paragraph>
      ))}
    </EmailShell>
  );
}

export function searchText(mail: SearchMail): string {
  const { t } = mail;
  const line = (label: string, value: string) => `${label}${t.colon}${value}`;
  const searches = mail.searches.map((search) => line(t.searchLabel, search.label));
  if (mail.kind === "search_confirmation") {
    return `${joinBlocks([
      t.confirmHeading,
      t.confirmIntro,
      searches.join("\n"),
      line(t.confirmButton, mail.confirmUrl),
      t.confirmIgnore,
      legalTextLines(mail.legal).join("\n"),
    ])}\n`;
  }
  return `${joinBlocks([
    t.alertHeading,
    t.alertIntro,
    ...mail.listings.map((listing) =>
      [
        listing.badges.join(t.separator),
        listing.title,
        listing.meta,
        listing.oldPrice
          ? `${listing.price} (${t.wasPrice}${t.colon}${listing.oldPrice})`
          : listing.price,
        line(t.viewProperty, listing.url),
      ]
        .filter(Boolean)
        .join("\n"),
    ),
    mail.more ? t.more(mail.more) : null,
    mail.searches
      .map((search) => `${line(t.searchLabel, search.label)}\n${line(t.seeAll, search.url)}`)
      .join("\n\n"),
    `${line(t.manage, mail.manageUrl)}\n${line(t.unsubscribe, mail.stopUrl)}`,
    t.footerNotice,
    legalTextLines(mail.legal).join("\n"),
  ])}\n`;
}
