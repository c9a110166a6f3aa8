// Pure list arithmetic of the owner's panel: moving an item, grouping the menu, ordering events.

import { asText } from './as-text';

interface Ordered {
  id: number;
  displayOrder: number;
}

/** The items in the order the owner set, ties by id (the server's order). */
export const byDisplayOrder = <T extends Ordered>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);

/**
 * The list after moving one item a step up (-1) or down (+1) past its neighbour of the same
 * group (a menu section), renumbered 0…n-1; null at that end (the button is disabled there).
 */
export function moveItem<T extends Ordered>(
  items: readonly T[],
  id: number,
  step: -1 | 1,
  groupOf: (item: T) => string = () => '',
): T[] | null {
  const list = byDisplayOrder(items);
  const from = list.findIndex((item) => item.id === id);
  if (from < 0) return null;
  let to = from + step;
  while (to >= 0 && to < list.length && groupOf(list[to]!) !== groupOf(list[from]!)) to += step;
  if (to < 0 || to >= list.length) return null;
  [list[from], list[to]] = [list[to]!, list[from]!];
  return list.map((item, displayOrder) => ({ ...item, displayOrder }));
}

/** Menu items by section, sections in the order of their first item, items by displayOrder. */
export function groupBySection<T extends Ordered & { sectionName?: unknown }>(
  items: readonly T[],
): { section: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of byDisplayOrder(items)) {
    const section = asText(item.sectionName);
    groups.set(section, [...(groups.get(section) ?? []), item]);
  }
  return [...groups].map(([section, list]) => ({ section, items: list }));
}

/** Events by start date, the newest first. */
export const byStartDateNewestFirst = <T extends { id: number; eventDate?: unknown }>(
  items: readonly T[],
): T[] =>
  [...items].sort(
    (a, b) => Date.parse(asText(b.eventDate)) - Date.parse(asText(a.eventDate)) || b.id - a.id,
  );
