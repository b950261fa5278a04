// The admin inboxes list what arrived most recently first.

/** Newest first, whatever order the list arrived in (ISO timestamps sort as text). */
export function newestFirst<T extends { createdAt: string; id: string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}
