// The property a request is about, as a card: photo, reference and place, title, price, link.
import "server-only";
import { Img, Link, Section, Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales";
import { COLORS, CONTENT_WIDTH, fonts, wrap } from "./theme";
import { Small, TextLink } from "./typography";

export interface PropertyCardProps {
  locale: Locale;
  photoUrl: string | null;
  title: string;
  /** "Ref. CL-1042 · Lisboa" */
  meta: string;
  price: string;
  /** The price before a drop, struck through beside the price (an alert's price drop). */
  priceBefore?: string | null;
  href: string | null;
  linkLabel: string;
}

export function PropertyCard({
  locale,
  photoUrl,
  title,
  meta,
  price,
  priceBefore,
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
          {priceBefore ? (
            <span style={{ marginLeft: "10px", fontWeight: 400, color: COLORS.muted }}>
              <s>{priceBefore}</s>
            </span>
          ) : null}
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
