// Wording helpers the admin catalogues share: plurals and counts, in Portuguese.
export const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "12 contactos", or "3 de 12 contactos" while a search hides some. */
export const shownOfTotal = (one: string, many: string) => (shown: number, total: number) =>
  `${shown === total ? "" : `${shown} de `}${total} ${plural(total, one, many)}`;

export const newCount = (count: number) => `${count} ${plural(count, "novo", "novos")}`;

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("pt-PT") + text.slice(1);
}
