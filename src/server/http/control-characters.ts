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

/**
 * The path (keys and indexes) of the first string in `value` holding a control character, in
 * document order. Walked with a stack of its own, not by recursion: however deep the value, no
 * stack overflow, and each path is built only for the string that is found.
 */
export function controlCharacterPath(value: unknown): (string | number)[] | null {
  type Frame = { value: unknown; key: string | number; parent: Frame | null };
  const pathOf = (frame: Frame): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let at: Frame = frame; at.parent; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Frame[] = [{ value, key: "", parent: null }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const current = frame.value;
    if (typeof current === "string") {
      if (hasControlCharacter(current)) return pathOf(frame);
    } else if (current && typeof current === "object") {
      const entries = Array.isArray(current) ? [...current.entries()] : Object.entries(current);
      // Last first, so that the first entry is looked at first. A key holding a control
      // character stands in for its value: the path then ends at that key.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string | number, unknown];
        const bad = typeof key === "string" && hasControlCharacter(key);
        stack.push({ value: bad ? key : item, key, parent: frame });
      }
    }
  }
  return null;
}
