// The messages' buttons: navy for the one thing to do (the notification's 'Abrir no painel'),
// outlined for an offer beside the text (the reply's WhatsApp).
import "server-only";
import { Button } from "@react-email/components";
import type { ReactNode } from "react";
import { COLORS } from "./theme";

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
