/**
 * A query string as an object, as Next.js gives it to a page: a repeated key becomes a list.
 * fromEntries defines own keys, so even "__proto__" is an ordinary key.
 */
export function searchParamsRecord(params: URLSearchParams): Record<string, string | string[]> {
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length === 1 ? (values[0] ?? "") : values];
    }),
  );
}
