// The messages' text: serif headings, paragraphs, small print and links.
import "server-only";
import { Heading, Link, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { COLORS, fonts, wrap } from "./theme";

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
