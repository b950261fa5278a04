// Reads another site's Kyero v3 feed (docs/product.md#kyero-import) into plain records: a
// malformed file is refused with the parser's line, a file that is no Kyero feed with why.
import "server-only";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { badRequest } from "@/server/errors";

/** One <property> of the feed, as the parser gives it: texts, objects and lists of them. */
export type KyeroRecord = Record<string, unknown>;

const LISTS = new Set(["property", "image", "feature"]);

const parser = new XMLParser({
  // Every value stays text: "007" is a reference, not the number 7.
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  trimValues: true,
  isArray: (name) => LISTS.has(name),
  // No entity of the file's own making is expanded (no billion laughs).
  processEntities: true,
  htmlEntities: false,
});

const fileIssue = (message: string) => badRequest(message, [{ path: ["file"], message }]);

export function readKyeroFeed(xml: string): KyeroRecord[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw fileIssue("O ficheiro declara um DOCTYPE ou entidades, que um feed Kyero não usa.");
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw fileIssue(
      `O ficheiro não é XML válido (linha ${valid.err.line}, coluna ${valid.err.col}): ${valid.err.msg}`,
    );
  }
  const document = parser.parse(xml) as { root?: { property?: unknown } };
  if (!document.root || typeof document.root !== "object") {
    throw fileIssue("O ficheiro não é um feed Kyero: falta o elemento <root>.");
  }
  const properties = document.root.property ?? [];
  if (!Array.isArray(properties)) throw fileIssue("O ficheiro não é um feed Kyero.");
  return properties.filter(
    (item): item is KyeroRecord => typeof item === "object" && item !== null,
  );
}

/** An element's text ("" when missing or not text). */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && "#text" in value) return textOf(value["#text"]);
  return "";
}

/** A child element's text: textOf(record.a.b). */
export function childText(record: unknown, ...path: string[]): string {
  let value: unknown = record;
  for (const key of path) {
    value =
      value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  }
  return textOf(value);
}
