// Form routes take "new" (create) or a record id (edit) (docs/product.md#states-and-transitions).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** null for "new", the id for a well-formed id, undefined for anything else (not found). */
export function formRecordId(param: string): string | null | undefined {
  if (param === "new") return null;
  return UUID.test(param) ? param.toLowerCase() : undefined;
}
