import { describe, expect, it } from 'vitest';
import { byStartDateNewestFirst, groupBySection, moveItem } from './arrange';

const items = [
  { id: 7, displayOrder: 2, sectionName: 'Bebidas' },
  { id: 5, displayOrder: 0, sectionName: 'Platos' },
  { id: 9, displayOrder: 1, sectionName: 'Bebidas' },
  { id: 3, displayOrder: 3, sectionName: 'Platos' },
];
const ids = (list: { id: number }[] | null) => list?.map((i) => i.id) ?? null;

describe('moveItem', () => {
  it('swaps an item with its neighbour and renumbers the list', () => {
    const moved = moveItem(items, 9, -1)!;
    expect(ids(moved)).toEqual([9, 5, 7, 3]);
    expect(moved.map((i) => i.displayOrder)).toEqual([0, 1, 2, 3]);
    expect(ids(moveItem(items, 9, 1))).toEqual([5, 7, 9, 3]);
  });

  it('moves a menu item past its neighbour of the same section only', () => {
    const section = (i: { sectionName: string }) => i.sectionName;
    expect(ids(moveItem(items, 3, -1, section))).toEqual([3, 9, 7, 5]);
    expect(moveItem(items, 5, 1, section)?.find((i) => i.id === 5)?.displayOrder).toBe(3);
    expect(moveItem(items, 9, -1, section)).toBeNull();
    expect(moveItem(items, 3, 1, section)).toBeNull();
  });

  it('refuses to move past either end or an unknown item', () => {
    expect(moveItem(items, 5, -1)).toBeNull();
    expect(moveItem(items, 3, 1)).toBeNull();
    expect(moveItem(items, 42, 1)).toBeNull();
  });
});

describe('groupBySection', () => {
  it('groups menu items by section, sections by their first item, items by order', () => {
    expect(groupBySection(items).map((g) => [g.section, ids(g.items)])).toEqual([
      ['Platos', [5, 3]],
      ['Bebidas', [9, 7]],
    ]);
  });
});

describe('byStartDateNewestFirst', () => {
  it('puts the latest start date first', () => {
    const events = [
      { id: 1, eventDate: '2026-03-01T10:00:00.000Z' },
      { id: 2, eventDate: '2026-12-24T20:00:00.000Z' },
      { id: 3, eventDate: '2026-07-15T18:00:00.000Z' },
    ];
    expect(ids(byStartDateNewestFirst(events))).toEqual([2, 3, 1]);
  });
});
