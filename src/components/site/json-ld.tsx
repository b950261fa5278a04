// Structured data for search engines, in a script element of the page.

/** The data as JSON with every `<` escaped, so no text in it can close the script early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not HTML
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
