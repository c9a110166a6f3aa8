import { describe, expect, it } from 'vitest';
import { sideParts, wordDiff } from './text-diff';

describe('wordDiff', () => {
  it('marks whole words removed and added, keeping the rest', () => {
    const parts = wordDiff('Abrimos los lunes a las ocho', 'Abrimos los martes a las nueve');
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual([
      'lunes',
      'ocho',
    ]);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual([
      'martes',
      'nueve',
    ]);
    expect(parts.find((p) => p.kind === 'same')?.text).toContain('Abrimos los');
  });

  it('does not split an accented word into characters', () => {
    const parts = wordDiff('Envío rápido', 'Envío lento');
    expect(parts.map((p) => p.text)).not.toContain('r');
    expect(parts.find((p) => p.kind === 'removed')?.text).toBe('rápido');
  });

  it('gives each side its own text back', () => {
    const parts = wordDiff('Pizza grande', 'Pizza mediana con queso');
    const text = (side: 'before' | 'after') =>
      sideParts(parts, side)
        .map((p) => p.text)
        .join('');
    expect(text('before')).toBe('Pizza grande');
    expect(text('after')).toBe('Pizza mediana con queso');
  });

  it('finds nothing to mark in equal texts', () => {
    expect(wordDiff('Igual', 'Igual')).toEqual([{ text: 'Igual', kind: 'same' }]);
  });
});
