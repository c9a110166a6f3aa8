// Word-level differences of two texts for the review cards. Words, not characters: an edited
// sentence reads as whole words struck out and added, where characters would split accented words.
import { diffWords } from 'diff';

export interface DiffPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

/** The parts of `before` and `after` in reading order, each marked kept, added or removed. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    text: change.value,
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
}

/** The parts one side shows: the old version without additions, the new one without removals. */
export function sideParts(parts: DiffPart[], side: 'before' | 'after'): DiffPart[] {
  const hidden = side === 'before' ? 'added' : 'removed';
  return parts.filter((part) => part.kind !== hidden);
}
