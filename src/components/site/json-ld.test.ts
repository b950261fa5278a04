import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd, jsonLdText } from "./json-ld";

const hostile = {
  name: "Flat </script><script>alert(1)</script>",
  description: "<!-- a comment --> and </SCRIPT >",
};

describe("JsonLd", () => {
  it("renders one script element whose text is the data, whatever the data holds", () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html);
    expect(match).not.toBeNull();
    const text = match?.[1] ?? "";
    // The HTML parser ends a script at the first "</script" in any case: none may remain.
    expect(text.toLowerCase()).not.toContain("</script");
    expect(text).not.toContain("<!--");
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("escapes every < and nothing else", () => {
    expect(jsonLdText({ a: "1 < 2 > 0 & <b>" })).toBe('{"a":"1 \\u003c 2 > 0 & \\u003cb>"}');
  });
});
