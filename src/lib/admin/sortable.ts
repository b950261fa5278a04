// The order arithmetic of the admin's sortable lists (the featured properties, a property's
// images), kept apart from dnd-kit so it can be tested on its own.

/**
 * dnd-kit needs one id per item, unique in the list, that stays with the item as it moves;
 * the same key twice (one image added twice) still gets two: `key#0`, `key#1`.
 */
export function sortableIds(keys: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return `${key}#${count}`;
  });
}

/**
 * The items after the one with id `from` was dropped on the place of the one with id `to`;
 * null when the drop changes nothing (dropped on itself, outside the list, unknown ids).
 */
export function reordered<T>(
  items: readonly T[],
  ids: readonly string[],
  from: string,
  to: string | null,
): T[] | null {
  const source = ids.indexOf(from);
  const target = to === null ? -1 : ids.indexOf(to);
  if (source < 0 || target < 0 || source === target) return null;
  const next = [...items];
  const [item] = next.splice(source, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

/**
 * Where an item will land if the dragged one (activeIndex) is dropped over overIndex, so
 * position numbers and the cover mark follow the drag; -1 means nothing is being dragged.
 */
export function projectedIndex(index: number, activeIndex: number, overIndex: number): number {
  if (activeIndex < 0 || overIndex < 0) return index;
  if (index === activeIndex) return overIndex;
  if (activeIndex < overIndex && index > activeIndex && index <= overIndex) return index - 1;
  if (activeIndex > overIndex && index >= overIndex && index < activeIndex) return index + 1;
  return index;
}
