// Which name words (lexemes) a business must have for its name to match a full-text query: the
// entries of business_name_words a walk in the default order must read (name-word-walk.ts).

/** A lexeme as the query names it; `prefix` also matches every lexeme it starts. */
export interface NameWord {
  lexeme: string;
  prefix: boolean;
}

type Node =
  { kind: 'word'; word: NameWord } | { kind: 'not' } | { kind: 'or' | 'and'; children: Node[] };

const TOKEN = /\s*(?:'((?:[^']|'')*)'(?::([*A-D]+))?|(!)|(&)|(\|)|(<(?:->|\d+>))|(\()|(\)))/y;

/** PostgreSQL's text of a tsquery ('farmac':* | 'botic') as a tree; null when it is not one. */
function parse(text: string): Node | null {
  const tokens: string[] = [];
  const words: NameWord[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.trimEnd().length) {
    const m = TOKEN.exec(text);
    if (!m) return null;
    if (m[1] !== undefined) {
      words.push({ lexeme: m[1].replace(/''/g, "'"), prefix: (m[2] ?? '').includes('*') });
      tokens.push(`w${words.length - 1}`);
    } else tokens.push(m[6] ? '&' : m.slice(3).find((t) => t !== undefined)!);
  }
  let at = 0;
  // Precedence as PostgreSQL's: ! before <-> and & (both conjunctions here) before |.
  const either = (): Node | null => {
    const children = [both()];
    while (tokens[at] === '|') {
      at++;
      children.push(both());
    }
    return children.includes(null) ? null : { kind: 'or', children: children as Node[] };
  };
  const both = (): Node | null => {
    const children = [single()];
    while (tokens[at] === '&') {
      at++;
      children.push(single());
    }
    return children.includes(null) ? null : { kind: 'and', children: children as Node[] };
  };
  const single = (): Node | null => {
    const token = tokens[at++];
    if (token === '!') return single() && { kind: 'not' };
    if (token === '(') {
      const inner = either();
      return tokens[at++] === ')' ? inner : null;
    }
    return token?.startsWith('w') ? { kind: 'word', word: words[Number(token.slice(1))]! } : null;
  };
  const tree = either();
  return tree && at === tokens.length ? tree : null;
}

/** Fewer words first, and exact ones before prefixes (a prefix reads every lexeme it starts). */
const cost = (words: NameWord[]) => words.length + words.filter((w) => w.prefix).length * 10;

function wordsOf(node: Node): NameWord[] | null {
  if (node.kind === 'word') return [node.word];
  if (node.kind === 'not') return null;
  const each = node.children.map(wordsOf);
  if (node.kind === 'or') return each.includes(null) ? null : (each as NameWord[][]).flat();
  // A conjunction's matches are within any one part's: the cheapest part leads.
  const parts = each.filter((w): w is NameWord[] => w !== null);
  return parts.length === 0 ? null : parts.reduce((a, b) => (cost(b) < cost(a) ? b : a));
}

/**
 * Name words such that every business whose name_vector matches the query has one of them
 * (a superset: the match is still checked), or null when no such list exists (an empty or
 * negated query). `tsquery` is PostgreSQL's own text of the normalised query.
 */
export function leadingNameWords(tsquery: string): NameWord[] | null {
  if (tsquery.trim() === '') return null;
  const tree = parse(tsquery);
  const words = tree && wordsOf(tree);
  if (!words || words.length === 0) return null;
  const seen = new Set<string>();
  return words.filter((w) => {
    const key = `${w.prefix ? '*' : ''}${w.lexeme}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
