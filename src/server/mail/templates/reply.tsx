// The auto-reply to the visitor, in the language they wrote in: thanks, what happens next, the
// property, whom to contact, and when the request came; drawn as HTML and as plain text from
// what reply-model.ts worked out.
import "server-only";
import { Section } from "@react-email/components";
import { legalTextLines } from "@/lib/legal-lines";
import { Details, Panel } from "./blocks";
import { SecondaryButton } from "./buttons";
import { EmailShell } from "./layout";
import { PropertyCard } from "./property-card";
import type { ReplyModel } from "./reply-model";
import { joinBlocks, textHeading } from "./sanitize";
import { Paragraph, Small, Subtitle, TextLink, Title } from "./typography";

export function ReplyEmail({ model }: { model: ReplyModel }) {
  const { locale, t, property, contact, recap, signature } = model;
  return (
    <EmailShell
      locale={locale}
      preview={`${model.thanks}${model.t.sentenceGap}${model.next}`}
      legal={model.legal}
      footer={
        <>
          <Small style={{ color: "#1b2430", fontWeight: 600 }}>{signature.legalName}</Small>
          <Small>{signature.address}</Small>
          <Small>
            <TextLink href={signature.phone.href ?? ""}>{signature.phone.text}</TextLink>
            {" · "}
            <TextLink href={signature.email.href ?? ""}>{signature.email.text}</TextLink>
            {signature.site.href ? (
              <>
                {" · "}
                <TextLink href={signature.site.href}>{signature.site.text}</TextLink>
              </>
            ) : null}
          </Small>
          <Small style={{ marginTop: "12px" }}>{t.footerNotice}</Small>
        </>
      }
    >
      <Title locale={locale}>{model.heading}</Title>
      <Paragraph>{model.greeting}</Paragraph>
      <Paragraph>{model.thanks}</Paragraph>

      <Subtitle locale={locale}>{t.nextTitle}</Subtitle>
      <Paragraph>{model.next}</Paragraph>

      {property ? (
        <>
          <Subtitle locale={locale}>{t.propertyTitle}</Subtitle>
          <PropertyCard
            locale={locale}
            photoUrl={property.photoUrl}
            title={property.title}
            meta={property.meta}
            price={property.price}
            href={property.url}
            linkLabel={t.viewProperty}
          />
        </>
      ) : null}

      <Paragraph style={{ margin: "8px 0 10px" }}>{t.meanwhile}</Paragraph>
      <Panel>
        <Small style={{ textTransform: "uppercase", letterSpacing: "0.06em", margin: "0 0 6px" }}>
          {contact.title}
        </Small>
        {contact.name ? (
          <Paragraph style={{ fontWeight: 600, margin: "0 0 6px" }}>{contact.name}</Paragraph>
        ) : null}
        {contact.lines.map((line) => (
          <Paragraph key={line.label} style={{ margin: "0 0 4px", fontSize: "14px" }}>
            <span style={{ color: "#59626e" }}>
              {line.label}
              {t.colon}
            </span>
            {line.href ? <TextLink href={line.href}>{line.text}</TextLink> : line.text}
          </Paragraph>
        ))}
        {contact.whatsappUrl ? (
          <Section style={{ margin: "12px 0 10px" }}>
            <SecondaryButton href={contact.whatsappUrl}>{t.whatsappButton}</SecondaryButton>
          </Section>
        ) : null}
      </Panel>

      <Subtitle locale={locale}>{t.recapTitle}</Subtitle>
      <Paragraph>{t.recapIntro}</Paragraph>
      <Details rows={recap} />

      <Paragraph style={{ margin: "24px 0 2px" }}>{t.closing}</Paragraph>
      <Paragraph style={{ margin: "0 0 24px", fontWeight: 600 }}>{t.team}</Paragraph>
    </EmailShell>
  );
}

/** The plain-text part, written for reading (react-email's conversion loses the structure). */
export function replyText(model: ReplyModel): string {
  const { locale, t, property, contact, recap, signature } = model;
  const line = (label: string, value: string) => `${label}${t.colon}${value}`;
  const contactLines = contact.lines.map((entry) =>
    entry.href?.startsWith("https:")
      ? line(entry.label, t.linkAfter(entry.text, entry.href))
      : line(entry.label, entry.text),
  );
  return `${joinBlocks([
    model.heading,
    model.greeting,
    model.thanks,
    `${textHeading(t.nextTitle, locale)}\n${model.next}`,
    property &&
      [
        textHeading(t.propertyTitle, locale),
        property.title,
        property.meta,
        property.price,
        property.url && line(t.viewProperty, property.url),
      ]
        .filter(Boolean)
        .join("\n"),
    `${t.meanwhile}\n\n${[textHeading(contact.title, locale), contact.name, ...contactLines]
      .filter(Boolean)
      .join("\n")}`,
    `${textHeading(t.recapTitle, locale)}\n${t.recapIntro}`,
    recap.map((row) => line(row.label, row.value)).join("\n"),
    `${t.closing}\n${t.team}`,
    [
      "--",
      signature.legalName,
      signature.address,
      [signature.phone.text, signature.email.text, signature.site.href].filter(Boolean).join(" · "),
    ].join("\n"),
    t.footerNotice,
    legalTextLines(model.legal).join("\n"),
  ])}\n`;
}
