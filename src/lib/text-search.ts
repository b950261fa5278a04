// Every text search of the site and the admin, one way: case-insensitive, and forgiving of
// Portuguese accents ("joao" finds "João", "evora" finds "Évora"), however people type.

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
