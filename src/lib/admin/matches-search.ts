// The search boxes of the admin lists: case-insensitive, and forgiving of Portuguese accents
// ("joao" finds "João"), so staff find a contact however they type the name.

/** Lower case without Latin accents; other scripts (Japanese) are left as they are. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("pt-PT")
    .trim();
}

/** Whether any of the fields contains the query; an empty query matches everything. */
export function matchesSearch(
  fields: readonly (string | null | undefined)[],
  query: string,
): boolean {
  const needle = normalizeForSearch(query);
  if (!needle) return true;
  return fields.some((field) => field != null && normalizeForSearch(field).includes(needle));
}

/** Newest first, whatever order the list arrived in (ISO timestamps sort as text). */
export function newestFirst<T extends { createdAt: string; id: string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}
