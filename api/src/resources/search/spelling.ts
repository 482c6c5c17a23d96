/**
 * Spelling slips, the way Peter Norvig's corrector finds them: every string one edit away from
 * a word (a letter dropped, added, changed, or two neighbours swapped: 'chiar' and 'chair').
 * Looked up in the catalogue's vocabulary, this catches swapped letters that trigram similarity
 * misses in short words ('chiar' and 'chair' share only 2 of 10 trigrams).
 */

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Every distinct string one edit (Damerau-Levenshtein distance 1) from `word`. */
export function oneEditAway(word: string): string[] {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return [...edits];
}

/** How sure a correction is: 'sure' ones are searched at once, 'maybe' ones only offered. */
export type Confidence = "sure" | "maybe";

/**
 * One edit is sure from four letters on; in a three-letter word one edit reaches too many
 * other words ('bde' is one edit from 'bed', but also from 'bad' and 'ode'), so it is offered.
 */
export const oneEditConfidence = (word: string): Confidence => (word.length >= 4 ? "sure" : "maybe");
