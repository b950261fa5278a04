// The Portuguese tax number (NIF / NIPC): nine digits, the last a check digit (modulo 11), the
// first naming the kind of holder.

/** Leading digits a NIF may start with: people (1–3), companies (5), public bodies (6), … */
const PREFIXES = /^(?:[123568]|45|7[0-24579]|9[0189])/;

/** "PT 512 345 678" → "512345678": spaces and a "PT" prefix as people type them. */
export function normalizeNif(value: string): string {
  return value.replace(/\s+/g, "").replace(/^PT/i, "");
}

/** Whether nine digits form a valid NIF: a known first digit and the right check digit. */
export function isValidNif(value: string): boolean {
  if (!/^\d{9}$/.test(value) || !PREFIXES.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 8).reduce((total, digit, i) => total + digit * (9 - i), 0);
  const rest = sum % 11;
  const check = rest < 2 ? 0 : 11 - rest;
  return digits[8] === check;
}
