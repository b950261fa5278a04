// Reads the ECB's daily reference rates (eurofxref-daily.xml): the date and, for each currency
// the site converts into, how many units make one euro. Anything else in the file is ignored;
// a file that is not such a document is refused with why, and the rates stored stay.
import "server-only";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { DISPLAY_CURRENCIES, type ExchangeRates } from "@/lib/currencies";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseAttributeValue: false,
  parseTagValue: false,
  removeNSPrefix: true,
  isArray: (name) => name === "Cube",
  // Only XML's own entities: none of the file's making is expanded.
  processEntities: true,
  htmlEntities: false,
});

export class BadRatesError extends Error {}

type Cube = { "@time"?: string; "@currency"?: string; "@rate"?: string; Cube?: Cube[] };

export function parseEcbRates(xml: string): ExchangeRates {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new BadRatesError("declares a DOCTYPE or entities");
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new BadRatesError(`not XML (line ${valid.err.line}): ${valid.err.msg}`);
  }
  const document = parser.parse(xml) as { Envelope?: { Cube?: Cube[] } };
  const day = document.Envelope?.Cube?.[0]?.Cube?.[0];
  const date = day?.["@time"] ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    throw new BadRatesError('no <Cube time="YYYY-MM-DD"> in an <Envelope>');
  }
  const rates: ExchangeRates["rates"] = {};
  for (const cube of day?.Cube ?? []) {
    const currency = DISPLAY_CURRENCIES.find((code) => code === cube["@currency"]);
    const rate = Number(cube["@rate"]);
    if (currency && /^\d+(\.\d+)?$/.test(cube["@rate"] ?? "") && rate > 0) rates[currency] = rate;
  }
  if (Object.keys(rates).length === 0) {
    throw new BadRatesError(`no rate for ${DISPLAY_CURRENCIES.join(", ")}`);
  }
  return { date, rates };
}
