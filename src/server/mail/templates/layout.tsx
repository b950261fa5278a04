// The shell both messages share: a white 600 px card on a sand page, a navy band with the name,
// the content, a sand footer. Inline styles only (mail clients drop <style> and external CSS);
// tables come from react-email's components so Outlook lays them out too. The building blocks
// that go inside are beside it (typography, buttons, blocks, property-card), on the colours and
// fonts of theme.ts.
import "server-only";
import { Body, Container, Head, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { HTML_LANG, type Locale } from "@/lib/i18n/locales";
import type { LegalLines } from "@/lib/legal-lines";
import { COLORS, fonts, GUTTER } from "./theme";
import { Small, TextLink } from "./typography";

export function EmailShell({
  locale,
  preview,
  tagline,
  footer,
  legal,
  children,
}: {
  locale: Locale;
  preview: string;
  /** Small words beside the name in the band ("Novo contacto"), or nothing. */
  tagline?: string;
  footer: ReactNode;
  /** The agency's legal identity, under the footer of every message. */
  legal: LegalLines;
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
            <LegalFoot legal={legal} />
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function LegalFoot({ legal }: { legal: LegalLines }) {
  const { complaintsBook: book, ral } = legal;
  return (
    <div
      style={{ marginTop: "12px", borderTop: `1px solid ${COLORS.sandBorder}`, paddingTop: "8px" }}
    >
      <Small>{legal.identity}</Small>
      <Small>
        <TextLink href={book.href}>{book.label}</TextLink>
        {book.note ? ` ${book.note}` : null}
        {ral ? (
          <>
            {" · "}
            {ral.label} {ral.href ? <TextLink href={ral.href}>{ral.name}</TextLink> : ral.name}
          </>
        ) : null}
      </Small>
    </div>
  );
}
