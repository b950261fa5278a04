// What the saved-search page shows (src/server/saved-searches/page-state.ts works it out).
import type { SavedSearchFrequency, SavedSearchOutcome } from "@/lib/schemas/saved-search";

export type LinkError = "invalid" | "expired" | "gone";

export interface ManagedSearch {
  id: string;
  /** The list's query ("" for every listing). */
  query: string;
  frequency: SavedSearchFrequency;
  confirmed: boolean;
}

export type SavedSearchPageState =
  | { kind: "confirm"; token: string }
  | { kind: "stop"; token: string }
  | { kind: "manage"; token: string; email: string; searches: ManagedSearch[] }
  | { kind: "message"; error: LinkError | null; done: SavedSearchOutcome | null };
