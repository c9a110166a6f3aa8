import { describe, expect, it } from 'vitest';
import { foundLine, pageList, showingLine, totalPages } from './pagination';

describe('totalPages', () => {
  it('rounds up to whole pages', () => {
    expect(totalPages(0, 12)).toBe(0);
    expect(totalPages(1, 12)).toBe(1);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
    expect(totalPages(240, 12)).toBe(20);
  });

  it('is 0 for impossible input', () => {
    expect(totalPages(-5, 12)).toBe(0);
    expect(totalPages(10, 0)).toBe(0);
    expect(totalPages(Number.NaN, 12)).toBe(0);
  });
});

describe('pageList', () => {
  it('is empty without pages', () => {
    expect(pageList(1, 0)).toEqual([]);
    expect(pageList(1, Number.NaN)).toEqual([]);
  });

  it('lists one and two pages as they are', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 2)).toEqual([1, 2]);
    expect(pageList(2, 2)).toEqual([1, 2]);
  });

  it('puts an ellipsis where pages are left out of five', () => {
    expect(pageList(1, 5)).toEqual([1, 2, 'ellipsis', 5]);
    expect(pageList(2, 5)).toEqual([1, 2, 3, 'ellipsis', 5]);
    expect(pageList(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageList(4, 5)).toEqual([1, 'ellipsis', 3, 4, 5]);
    expect(pageList(5, 5)).toEqual([1, 'ellipsis', 4, 5]);
  });

  it('puts ellipses on both sides in the middle of twenty', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 'ellipsis', 20]);
    expect(pageList(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20]);
    expect(pageList(4, 20)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 20]);
    expect(pageList(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageList(19, 20)).toEqual([1, 'ellipsis', 18, 19, 20]);
    expect(pageList(20, 20)).toEqual([1, 'ellipsis', 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageList(0, 5)).toEqual(pageList(1, 5));
    expect(pageList(9, 5)).toEqual(pageList(5, 5));
    expect(pageList(Number.NaN, 5)).toEqual(pageList(1, 5));
  });
});

describe('showingLine', () => {
  it('gives the range of the page within the filtered count', () => {
    expect(showingLine(1, 12, 12, 17)).toBe('Mostrando 1–12 de 17 negocios');
    expect(showingLine(2, 12, 5, 17)).toBe('Mostrando 13–17 de 17 negocios');
  });

  it('says one business in the singular', () => {
    expect(showingLine(1, 12, 1, 1)).toBe('Mostrando 1 de 1 negocio');
  });

  it('shows a lone last item without a range, and big counts with separators', () => {
    expect(showingLine(2, 12, 1, 13)).toBe('Mostrando 13 de 13 negocios');
    expect(showingLine(100, 12, 12, 12000)).toBe('Mostrando 1,189–1,200 de 12,000 negocios');
  });

  it('says nothing shown for an empty page', () => {
    expect(showingLine(1, 12, 0, 0)).toBe('Mostrando 0 de 0 negocios');
    expect(showingLine(3, 12, 0, 5)).toBe('Mostrando 0 de 5 negocios');
  });
});

describe('counts past the near-me bound', () => {
  it('says "más de" when the count is a lower bound, never the singular', () => {
    expect(showingLine(1, 12, 12, 1000, true)).toBe('Mostrando 1–12 de más de 1,000 negocios');
    expect(showingLine(1, 12, 12, 1000, false)).toBe('Mostrando 1–12 de 1,000 negocios');
    expect(foundLine(1000, true)).toBe('más de 1,000 negocios encontrados');
    expect(foundLine(1)).toBe('1 negocio encontrado');
  });
});
