/**
 * What a shopper typed, turned into a PostgreSQL tsquery over the products' search documents:
 * words in any order, each word (or a synonym group's term, such as 'sofa cum bed') by any of
 * its synonyms, and two adjacent words also as one ('book shelf' finds 'Bookshelf').
 */

/** Longer queries are cut: nobody types more, and each word adds to the query. */
const MAX_SEARCH_WORDS = 6;
/** The longest synonym term looked for, in words ('chest of drawers'). */
const MAX_TERM_WORDS = 3;

/** Lower case letters and digits only: what the documents hold, and safe inside to_tsquery. */
export const searchWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);

/** The query as it is counted and compared: its words, single spaces. */
export const normalizeQuery = (text: string) => searchWords(text).join(" ");

/**
 * A word without its plural ending, so 'almirahs' meets the synonym 'almirah'. Only for
 * finding synonyms: the tsquery itself stems with PostgreSQL's English dictionary.
 */
export function singular(word: string) {
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const termKey = (words: string[]) => words.map(singular).join(" ");

/** Each synonym term (by its singular words) to every term it may stand for, itself included. */
export type SynonymIndex = Map<string, string[]>;

export function synonymIndex(groups: string[][]): SynonymIndex {
  const index: SynonymIndex = new Map();
  for (const group of groups) {
    const terms = group.map(normalizeQuery).filter(Boolean);
    for (const term of terms) {
      const key = termKey(term.split(" "));
      index.set(key, [...new Set([...(index.get(key) ?? []), ...terms])]);
    }
  }
  return index;
}

/** One place in the query: the words typed there and the terms that may fill it. */
export type Slot = { words: string[]; terms: string[] };

/** The query's words, the longest synonym term first wherever one starts. */
export function slotsOf(words: string[], synonyms: SynonymIndex): Slot[] {
  const slots: Slot[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let terms: string[] = [words[i]];
    for (let size = Math.min(MAX_TERM_WORDS, words.length - i); size >= 1; size--) {
      const found = synonyms.get(termKey(words.slice(i, i + size)));
      if (found) {
        taken = size;
        terms = [...new Set([words.slice(i, i + size).join(" "), ...found])];
        break;
      }
    }
    slots.push({ words: words.slice(i, i + taken), terms });
    i += taken;
  }
  return slots;
}

const termQuery = (term: string, prefix: boolean) => {
  const parts = term.split(" ");
  return parts.map((part, i) => (prefix && i === parts.length - 1 ? `${part}:*` : part)).join(" & ");
};

const slotQuery = (slot: Slot, prefix: boolean) =>
  `(${slot.terms.map((term) => termQuery(term, prefix && term === slot.words.join(" "))).join(" | ")})`;

/**
 * The text for to_tsquery('english', …): every slot, each by any of its terms; and the same
 * with two adjacent plain words joined. `prefix`: the last word typed may be unfinished
 * (suggestions as the shopper types). Empty when there is nothing to look for.
 */
export function tsqueryText(slots: Slot[], { prefix = false } = {}): string {
  if (slots.length === 0) return "";
  const last = slots.length - 1;
  const all = (variant: Slot[]) =>
    variant.map((slot, i) => slotQuery(slot, prefix && i === variant.length - 1)).join(" & ");
  const variants = [all(slots)];
  for (let i = 0; i < last; i++) {
    const [a, b] = [slots[i], slots[i + 1]];
    if (a.terms.length === 1 && b.terms.length === 1 && a.words.length === 1 && b.words.length === 1) {
      const joined = a.words[0] + b.words[0];
      variants.push(all([...slots.slice(0, i), { words: [joined], terms: [joined] }, ...slots.slice(i + 2)]));
    }
  }
  return variants.map((variant) => `(${variant})`).join(" | ");
}

/**
 * A query that could be a sku ('WN-CT-001'): one token with a digit. Matched whole, as the
 * document stores each sku as one lexeme. Returned ready for a `::tsquery` cast.
 */
export function skuLexeme(text: string): string | null {
  const token = text.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9._/-]{2,63}$/.test(token) || !/\d/.test(token)) return null;
  return `'${token}'`;
}
