// The boxes of a message's body: a panel for what matters most, label and value rows, and the
// visitor's message quoted.
import "server-only";
import { Column, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { keyedLines } from "./sanitize";
import { COLORS, wrap } from "./theme";

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
