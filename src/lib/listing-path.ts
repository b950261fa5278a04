/**
 * A listing's page: /properties/CL-LIS-001 before the language prefix, or under a list URL that
 * already has it (the favourites page, in the browser, gets its list URL from the server).
 */
export function listingPath(ref: string, list = "/properties"): string {
  return `${list}/${encodeURIComponent(ref)}`;
}
