// The message to the agency's staff about a new request, always in European Portuguese: who
// wrote, about what, who should answer, and a button to the request in the admin; drawn as HTML
// and as plain text from what notification-model.tsx worked out. The sender sets Reply-To to the
// visitor, so answering the e-mail answers them.
import "server-only";
import { Section } from "@react-email/components";
import { legalTextLines } from "@/lib/legal-lines";
import { Details, Panel, Quote } from "./blocks";
import { PrimaryButton } from "./buttons";
import { EmailShell } from "./layout";
import { LOCALE, type NotificationModel, TEXT } from "./notification-model";
import { PropertyCard } from "./property-card";
import { joinBlocks, quoteLines, textHeading } from "./sanitize";
import { Paragraph, Small, Subtitle, TextLink, Title } from "./typography";

export function NotificationEmail({ model }: { model: NotificationModel }) {
  const { property } = model;
  return (
    <EmailShell
      locale={LOCALE}
      preview={model.preview}
      tagline={TEXT.tagline}
      legal={model.legal}
      footer={
        <Small>
          {TEXT.footer}{" "}
          {model.site.href ? (
            <TextLink href={model.site.href}>{model.site.text}</TextLink>
          ) : (
            "Casa Lusa"
          )}
          .
        </Small>
      }
    >
      <Title locale={LOCALE}>{model.heading}</Title>
      <Paragraph>{model.intro}</Paragraph>

      <Panel>
        <Paragraph style={{ margin: "0 0 8px" }}>
          <strong>{TEXT.whoAnswers}:</strong> {model.who}
          <br />
          <strong>{TEXT.deadline}:</strong> {TEXT.deadlineValue}
        </Paragraph>
        <Paragraph style={{ margin: "0 0 8px", fontSize: "14px", lineHeight: "21px" }}>
          {model.replyHint}
        </Paragraph>
        <Paragraph style={{ margin: "0 0 10px", fontSize: "14px", lineHeight: "21px" }}>
          {model.autoReply}
        </Paragraph>
      </Panel>

      {model.adminUrl ? (
        <Section style={{ margin: "0 0 8px" }}>
          <PrimaryButton href={model.adminUrl}>{TEXT.openAdmin}</PrimaryButton>
        </Section>
      ) : null}

      <Subtitle locale={LOCALE}>{TEXT.detailsTitle}</Subtitle>
      <Details
        rows={model.rows.map((row) => ({ label: row.label, value: row.node ?? row.text }))}
      />

      <Subtitle locale={LOCALE}>{TEXT.messageTitle}</Subtitle>
      <Quote text={model.message} empty={TEXT.noMessage} />

      {property ? (
        <>
          <Subtitle locale={LOCALE}>{TEXT.propertyTitle}</Subtitle>
          <PropertyCard
            locale={LOCALE}
            photoUrl={property.photoUrl}
            title={property.title}
            meta={property.meta}
            price={property.price}
            href={property.url}
            linkLabel={TEXT.listing}
          />
        </>
      ) : null}

      {model.adminUrl ? (
        <Paragraph style={{ margin: "0 0 24px", fontSize: "14px" }}>
          <TextLink href={model.adminUrl}>{TEXT.openAdmin} →</TextLink>
        </Paragraph>
      ) : null}
    </EmailShell>
  );
}

export function notificationText(model: NotificationModel): string {
  const { property } = model;
  const line = (label: string, value: string) => `${label}${TEXT.colon}${value}`;
  return `${joinBlocks([
    textHeading(model.heading, LOCALE),
    model.intro,
    [
      line(TEXT.whoAnswers, model.who),
      line(TEXT.deadline, TEXT.deadlineValue),
      model.replyHint,
      model.autoReply,
    ].join("\n"),
    model.adminUrl && line(TEXT.openAdmin, model.adminUrl),
    [textHeading(TEXT.detailsTitle, LOCALE), ...model.rows.map((row) => line(row.label, row.text))]
      .filter(Boolean)
      .join("\n"),
    `${textHeading(TEXT.messageTitle, LOCALE)}\n${
      model.message ? quoteLines(model.message) : TEXT.noMessage
    }`,
    property &&
      [
        textHeading(TEXT.propertyTitle, LOCALE),
        `${property.ref} — ${property.title}`,
        line(TEXT.price, property.price),
        line(TEXT.city, property.city),
        property.photoUrl && line(TEXT.photo, property.photoUrl),
        property.url && line(TEXT.listing, property.url),
      ]
        .filter(Boolean)
        .join("\n"),
    `--\n${TEXT.footer} ${model.site.href ?? "Casa Lusa"}.`,
    legalTextLines(model.legal).join("\n"),
  ])}\n`;
}
