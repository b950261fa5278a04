// The shell and the building blocks both messages share: a white 600 px card on a sand page, a
// navy band with the name, serif headings. Inline styles only (mail clients drop <style> and
// external CSS); tables come from react-email's components so Outlook lays them out too.
import "server-only";
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { HTML_LANG, type Locale } from "@/lib/i18n/locales";
import { keyedLines } from "./sanitize";

export const COLORS = {
  page: "#f1ede6",
  card: "#ffffff",
  navy: "#1f3a4d",
  ink: "#1b2430",
  muted: "#59626e",
  sand: "#f7f3ec",
  sandBorder: "#e3ddd3",
  gold: "#8d6418",
  onNavy: "#fbfaf7",
} as const;

/** Padding of the card's content; the photo is as wide as what is left of 600 px. */
const GUTTER = 24;
export const CONTENT_WIDTH = 600 - 2 * GUTTER;

// System fonts only. Japanese needs its own families (else Windows falls back to a poor one).
const SANS: Record<Locale, string> = {
  pt: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  en: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  jp: '-apple-system, BlinkMacSystemFont, "Helvetica Neue", Arial, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", YuGothic, Meiryo, "Noto Sans JP", "Noto Sans CJK JP", sans-serif',
};
const SERIF: Record<Locale, string> = {
  pt: 'Georgia, "Times New Roman", Times, serif',
  en: 'Georgia, "Times New Roman", Times, serif',
  jp: 'Georgia, "Hiragino Mincho ProN", "Yu Mincho", YuMincho, "Noto Serif JP", "Noto Serif CJK JP", serif',
};

export function fonts(locale: Locale) {
  return { sans: SANS[locale], serif: SERIF[locale] };
}

const wrap: CSSProperties = { overflowWrap: "anywhere", wordBreak: "break-word" };

export function EmailShell({
  locale,
  preview,
  tagline,
  footer,
  children,
}: {
  locale: Locale;
  preview: string;
  /** Small words beside the name in the band ("Novo contacto"), or nothing. */
  tagline?: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { sans, serif } = fonts(locale);
  return (
    <Html lang={HTML_LANG[locale]} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: COLORS.page,
          margin: 0,
          padding: "24px 8px",
          fontFamily: sans,
          color: COLORS.ink,
          WebkitTextSizeAdjust: "100%",
        }}
      >
        <Container
          style={{
            maxWidth: "600px",
            width: "100%",
            backgroundColor: COLORS.card,
            border: `1px solid ${COLORS.sandBorder}`,
            borderRadius: "8px",
            overflow: "hidden",
          }}
        >
          <Section style={{ backgroundColor: COLORS.navy, padding: `20px ${GUTTER}px` }}>
            <Text
              style={{
                margin: 0,
                fontFamily: serif,
                fontSize: "22px",
                lineHeight: "28px",
                letterSpacing: "0.04em",
                color: COLORS.onNavy,
              }}
            >
              Casa Lusa
              {tagline ? (
                <span
                  style={{
                    fontFamily: sans,
                    fontSize: "12px",
                    letterSpacing: "0.08em",
                    textTransform: "uppercase",
                    color: "#c9b89c",
                  }}
                >
                  {"  ·  "}
                  {tagline}
                </span>
              ) : null}
            </Text>
          </Section>
          <Section style={{ padding: `28px ${GUTTER}px 8px` }}>{children}</Section>
          <Section
            style={{
              backgroundColor: COLORS.sand,
              borderTop: `1px solid ${COLORS.sandBorder}`,
              padding: `20px ${GUTTER}px`,
            }}
          >
            {footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <Heading
      as="h1"
      style={{
        margin: "0 0 16px",
        fontFamily: fonts(locale).serif,
        fontSize: "26px",
        lineHeight: "34px",
        fontWeight: 400,
        color: COLORS.navy,
        ...wrap,
      }}
    >
      {children}
    </Heading>
  );
}

export function Subtitle({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <Heading
      as="h2"
      style={{
        margin: "28px 0 10px",
        fontFamily: fonts(locale).serif,
        fontSize: "19px",
        lineHeight: "26px",
        fontWeight: 400,
        color: COLORS.navy,
      }}
    >
      {children}
    </Heading>
  );
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Text
      style={{
        margin: "0 0 14px",
        fontSize: "15px",
        lineHeight: "24px",
        color: COLORS.ink,
        ...wrap,
        ...style,
      }}
    >
      {children}
    </Text>
  );
}

export function Small({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Text
      style={{
        margin: "0 0 6px",
        fontSize: "12px",
        lineHeight: "18px",
        color: COLORS.muted,
        ...wrap,
        ...style,
      }}
    >
      {children}
    </Text>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: COLORS.navy, textDecoration: "underline", ...wrap }}>
      {children}
    </Link>
  );
}

export function PrimaryButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: COLORS.navy,
        color: COLORS.onNavy,
        borderRadius: "6px",
        padding: "12px 22px",
        fontSize: "15px",
        lineHeight: "20px",
        fontWeight: 600,
        textDecoration: "none",
      }}
    >
      {children}
    </Button>
  );
}

export function SecondaryButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: COLORS.card,
        color: COLORS.navy,
        border: `1px solid ${COLORS.navy}`,
        borderRadius: "6px",
        padding: "10px 18px",
        fontSize: "14px",
        lineHeight: "20px",
        fontWeight: 600,
        textDecoration: "none",
      }}
    >
      {children}
    </Button>
  );
}

/** A sand box for what matters most (who answers, whom to contact). */
export function Panel({ children }: { children: ReactNode }) {
  return (
    <Section
      style={{
        backgroundColor: COLORS.sand,
        border: `1px solid ${COLORS.sandBorder}`,
        borderRadius: "6px",
        padding: "16px 18px 6px",
        margin: "4px 0 20px",
      }}
    >
      {children}
    </Section>
  );
}

/** Label and value rows; the label column stays narrow enough for a phone. */
export function Details({
  rows,
}: {
  rows: readonly { label: string; value: ReactNode; key?: string }[];
}) {
  return (
    <Section style={{ margin: "0 0 8px" }}>
      {rows.map((row) => (
        <Row key={row.key ?? row.label} style={{ borderBottom: `1px solid ${COLORS.sandBorder}` }}>
          <Column
            style={{
              width: "34%",
              padding: "9px 12px 9px 0",
              verticalAlign: "top",
              fontSize: "13px",
              lineHeight: "20px",
              color: COLORS.muted,
            }}
          >
            {row.label}
          </Column>
          <Column
            style={{
              padding: "9px 0",
              verticalAlign: "top",
              fontSize: "14px",
              lineHeight: "20px",
              color: COLORS.ink,
              ...wrap,
            }}
          >
            {row.value}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** The visitor's message, its line breaks kept (as <br>, which every client honours). */
export function Quote({ text, empty }: { text: string; empty: string }) {
  return (
    <Section
      style={{
        borderLeft: `3px solid ${COLORS.gold}`,
        backgroundColor: COLORS.sand,
        padding: "12px 16px",
        margin: "0 0 16px",
      }}
    >
      <Text
        style={{
          margin: 0,
          fontSize: "15px",
          lineHeight: "23px",
          color: text ? COLORS.ink : COLORS.muted,
          fontStyle: text ? "normal" : "italic",
          whiteSpace: "pre-line",
          ...wrap,
        }}
      >
        {text
          ? keyedLines(text).map(({ key, line }, index) => (
              <span key={key}>
                {index > 0 ? <br /> : null}
                {line}
              </span>
            ))
          : empty}
      </Text>
    </Section>
  );
}

export interface PropertyCardProps {
  locale: Locale;
  photoUrl: string | null;
  title: string;
  /** "Ref. CL-1042 · Lisboa" */
  meta: string;
  price: string;
  href: string | null;
  linkLabel: string;
}

export function PropertyCard({
  locale,
  photoUrl,
  title,
  meta,
  price,
  href,
  linkLabel,
}: PropertyCardProps) {
  const photo = photoUrl ? (
    <Img
      src={photoUrl}
      alt={title}
      width={CONTENT_WIDTH}
      height={Math.round((CONTENT_WIDTH * 2) / 3)}
      style={{
        display: "block",
        width: "100%",
        maxWidth: `${CONTENT_WIDTH}px`,
        height: "auto",
        border: 0,
        borderRadius: "6px 6px 0 0",
        backgroundColor: COLORS.sand,
      }}
    />
  ) : null;
  return (
    <Section
      style={{
        border: `1px solid ${COLORS.sandBorder}`,
        borderRadius: "6px",
        margin: "0 0 20px",
      }}
    >
      {photo && href ? <Link href={href}>{photo}</Link> : photo}
      <Section style={{ padding: "14px 16px 6px" }}>
        <Small style={{ margin: "0 0 4px", letterSpacing: "0.02em" }}>{meta}</Small>
        <Text
          style={{
            margin: "0 0 6px",
            fontFamily: fonts(locale).serif,
            fontSize: "19px",
            lineHeight: "26px",
            color: COLORS.navy,
            ...wrap,
          }}
        >
          {href ? (
            <Link href={href} style={{ color: COLORS.navy, textDecoration: "none" }}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Text>
        <Text
          style={{
            margin: "0 0 10px",
            fontSize: "16px",
            lineHeight: "22px",
            fontWeight: 600,
            color: COLORS.ink,
          }}
        >
          {price}
        </Text>
        {href ? (
          <Text style={{ margin: "0 0 10px", fontSize: "14px", lineHeight: "20px" }}>
            <TextLink href={href}>{linkLabel} →</TextLink>
          </Text>
        ) : null}
      </Section>
    </Section>
  );
}
