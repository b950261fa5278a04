// Text no person types: NUL and the other C0 control characters and DEL. PostgreSQL refuses NUL
// in text, and none of them belongs in a name, a message or an address, so input holding one is
// refused with 400 before anything else: by the API (tab, line feed and carriage return allowed
// in text) and by the custom server for addresses (none allowed). No Next.js needed here.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_ANY = /[\u0000-\u001f\u007f]/;

/** Whether `text` holds a control character; line breaks and tabs count only when asked. */
export function hasControlCharacter(text: string, { lineBreaks = false } = {}): boolean {
  return (lineBreaks ? CONTROL_ANY : CONTROL_IN_TEXT).test(text);
}

/** The path (keys and indexes) of the first string in `value` holding a control character. */
export function controlCharacterPath(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key];
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
