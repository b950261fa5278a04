// Catalogues are written per namespace with the three languages side by side; the types make
// a missing or extra key in English or Japanese a compile error.
import type { Locale } from "./locales";

export type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : Shape<T[K]>;
};

export function defineMessages<T extends object>(
  messages: { pt: T } & Record<Exclude<Locale, "pt">, Shape<T>>,
): Record<Locale, Shape<T>> {
  return messages as Record<Locale, Shape<T>>;
}

/** Fills {name} placeholders. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
