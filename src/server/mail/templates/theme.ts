// The colours, widths and fonts of both messages, for the shell and its building blocks.
import "server-only";
import type { CSSProperties } from "react";
import type { Locale } from "@/lib/i18n/locales";

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
export const GUTTER = 24;

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

export const wrap: CSSProperties = { overflowWrap: "anywhere", wordBreak: "break-word" };
