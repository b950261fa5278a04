// How deeply a JSON text nests its arrays and objects, counted without parsing it: one pass over
// the characters, strings skipped. A body nested deeper than any of the API's schemas is refused
// before JSON.parse, the control-character walk or a schema sees it (docs/security.md, V1).
// No schema of the API nests past 3; 32 leaves room and keeps every later walk short.
import "server-only";

export const MAX_JSON_DEPTH = 32;

/** Whether `text` opens more than `limit` arrays or objects inside one another. */
export function nestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}
