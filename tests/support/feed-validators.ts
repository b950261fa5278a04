// The portals' schemas as validators (tests/support/schemas/README.md): Kyero's XSD through
// libxml2 (xmllint-wasm), Idealista's draft-04 JSON schemas through ajv.
import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv-draft-04";
import { validateXML } from "xmllint-wasm";

const SCHEMAS = path.join(import.meta.dirname, "schemas");

/** libxml2's messages for a Kyero feed; empty when the feed is valid. */
export async function kyeroErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "kyero.xml", contents: xml }],
    schema: [fs.readFileSync(path.join(SCHEMAS, "kyero", "kyero-v3.xsd"), "utf8")],
  });
  return result.errors.map((error) => error.rawMessage);
}

/** Idealista's own date pattern, which its schemas name in place of RFC 3339's date-time. */
const PATTERNS: Record<string, RegExp> = {
  "yyyy/MM/dd HH:mm:ss":
    /^\d{4}\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
  "yyyy/MM/dd": /^\d{4}\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/,
};

function idealistaValidator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat("date-time", true);
  ajv.addFormat("uri", (value: string) => URL.canParse(value) && /^https?:\/\//.test(value));
  ajv.addKeyword({
    keyword: "customDateTimePattern",
    type: "string",
    schemaType: "string",
    validate: (pattern: string, value: string) => PATTERNS[pattern]?.test(value) ?? false,
  });
  const folder = path.join(SCHEMAS, "idealista");
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    // "features.json#featuresLiftAvailable" means the pointer "#/featuresLiftAvailable".
    const text = fs
      .readFileSync(path.join(folder, file), "utf8")
      .replace(/("\$ref":\s*"[^"#]*#)(?!\/)([^"]+")/g, "$1/$2");
    ajv.addSchema(JSON.parse(text));
  }
  const validate = ajv.getSchema("https://feeds.idealista.com/v6/schemas/properties/customer.json");
  if (!validate) throw new Error("Idealista's customer.json did not load");
  return validate;
}

let validator: ReturnType<typeof idealistaValidator> | undefined;

/** ajv's messages for an Idealista customer file; empty when the file is valid. */
export function idealistaErrors(document: unknown): string[] {
  validator ??= idealistaValidator();
  if (validator(document)) return [];
  return (validator.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
