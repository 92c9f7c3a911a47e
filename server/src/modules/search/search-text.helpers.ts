import { stemmer } from "stemmer";
import { tokenize } from "./search.helpers";

/**
 * Where a word was found, best first: the name weighs most, then colour and category, then the
 * description (the proportions of PostgreSQL's ts_rank weights A, B and C).
 */
export const WEIGHT = { name: 3, colorOrCategory: 2, description: 1 } as const;
const RANK_OF_WEIGHT = [0, 0.2, 0.4, 1];

/** The styles and colour rows one indexed word appears in, with its best weight in each. */
interface Posting {
  styles: Int32Array;
  styleWeights: Uint8Array;
  rows: Int32Array;
  rowWeights: Uint8Array;
}

export interface TextIndex {
  /** Every indexed word, sorted, so a prefix is a contiguous range. */
  words: string[];
  postings: Posting[];
  /** How often a word names a product, colour or category (0: description only). */
  uses: Int32Array;
  /** English stem → positions in `words`, so plurals and other forms find each other. */
  stems: Map<string, number[]>;
  /** Languages whose product or colour texts hold a word: a bit per `languages` entry. */
  languages: string[];
  languageMask: Int32Array;
}

interface Draft {
  styles: number[];
  styleWeights: number[];
  rows: number[];
  rowWeights: number[];
  uses: number;
}

/** Collects words per style and per colour row, then freezes them into a TextIndex. */
export function createTextIndexBuilder() {
  const drafts = new Map<string, Draft>();
  const languages: string[] = [];
  const masks = new Map<string, number>();
  /** Notes that a word is written in a language (up to 31 languages). */
  const mark = (word: string, language: string) => {
    let bit = languages.indexOf(language);
    if (bit < 0 && languages.length < 31) bit = languages.push(language) - 1;
    if (bit >= 0) masks.set(word, (masks.get(word) ?? 0) | (1 << bit));
  };
  const draft = (word: string) => {
    let found = drafts.get(word);
    if (!found) {
      found = { styles: [], styleWeights: [], rows: [], rowWeights: [], uses: 0 };
      drafts.set(word, found);
    }
    return found;
  };
  return {
    /**
     * The style's texts, each name and description by language; called once per style, in
     * index order. Each word also records the languages it is written in.
     */
    addStyle(
      style: number,
      texts: {
        names: Record<string, string>;
        category: string;
        descriptions: Record<string, string>;
      },
    ) {
      const best = new Map<string, number>();
      const put = (text: string, weight: number, language: string | null) => {
        for (const word of tokenize(text)) {
          best.set(word, Math.max(best.get(word) ?? 0, weight));
          if (language !== null) mark(word, language);
        }
      };
      for (const [language, text] of Object.entries(texts.descriptions))
        put(text, WEIGHT.description, language);
      put(texts.category, WEIGHT.colorOrCategory, null);
      for (const [language, text] of Object.entries(texts.names)) put(text, WEIGHT.name, language);
      for (const [word, weight] of best) {
        const entry = draft(word);
        entry.styles.push(style);
        entry.styleWeights.push(weight);
        if (weight > WEIGHT.description) entry.uses += 1;
      }
    },
    /** A colour row's own words (its colour name and family). */
    addRow(row: number, colorText: string) {
      for (const word of new Set(tokenize(colorText))) {
        const entry = draft(word);
        entry.rows.push(row);
        entry.rowWeights.push(WEIGHT.colorOrCategory);
        entry.uses += 1;
      }
    },
    /** Records that a text (a colour name) is in this language. */
    addLanguage(language: string, text: string) {
      for (const word of tokenize(text)) mark(word, language);
    },
    build(): TextIndex {
      const words = [...drafts.keys()].sort();
      const stems = new Map<string, number[]>();
      const uses = new Int32Array(words.length);
      const postings = words.map((word, index) => {
        const entry = drafts.get(word) as Draft;
        uses[index] = entry.uses;
        const stem = stemmer(word);
        stems.set(stem, [...(stems.get(stem) ?? []), index]);
        return {
          styles: Int32Array.from(entry.styles),
          styleWeights: Uint8Array.from(entry.styleWeights),
          rows: Int32Array.from(entry.rows),
          rowWeights: Uint8Array.from(entry.rowWeights),
        };
      });
      const languageMask = Int32Array.from(words, (word) => masks.get(word) ?? 0);
      return { words, postings, uses, stems, languages, languageMask };
    },
  };
}

/** Position of the first word ≥ `prefix` in a sorted list. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Positions of the indexed words starting with `prefix`. */
export function wordsStartingWith(index: TextIndex, prefix: string): number[] {
  const found: number[] = [];
  for (let i = lowerBound(index.words, prefix); i < index.words.length; i += 1) {
    if (!(index.words[i] as string).startsWith(prefix)) break;
    found.push(i);
  }
  return found;
}

/**
 * The indexed words a typed word stands for: those it begins ("jack" → jacket, as the
 * shopper types) and those with the same English stem (jackets → jacket, hiking → hike).
 */
export function matchingWords(index: TextIndex, word: string): number[] {
  return [
    ...new Set([...wordsStartingWith(index, word), ...(index.stems.get(stemmer(word)) ?? [])]),
  ];
}

/** The colour rows matching every word (ascending), and each one's score. */
export interface TextMatches {
  rows: Int32Array;
  /** Per row: the score of a matching row, 0 for every other row. */
  score: Float32Array;
}

// Reused between calls (a search runs synchronously to the end): a fresh array of a row each
// per search was most of the garbage a search made. Only the rows a call touched are reset.
let scratch = {
  score: new Float32Array(0),
  best: new Uint8Array(0),
  touched: new Int32Array(0),
  last: new Int32Array(0),
};

/**
 * The rows matching every word, from the words' posting lists only: the work grows with the
 * postings of the words, not with the catalogue. A row's score is the sum over the words of
 * the best place each was found (name 1, colour or category 0.4, description 0.2). The answer
 * is only valid until the next call.
 */
export function textMatches(
  index: TextIndex,
  words: readonly string[],
  layout: { rowCount: number; styleRowStart: Int32Array },
): TextMatches {
  if (scratch.score.length !== layout.rowCount)
    scratch = {
      score: new Float32Array(layout.rowCount),
      best: new Uint8Array(layout.rowCount),
      touched: new Int32Array(layout.rowCount),
      last: new Int32Array(0),
    };
  const { score, best, touched } = scratch;
  const { styleRowStart } = layout;
  for (const row of scratch.last) score[row] = 0;
  let rows = new Int32Array(0);
  words.forEach((word, position) => {
    let count = 0;
    // Inline rather than a helper closing over `count`: this is the hottest loop of a text search.
    for (const match of matchingWords(index, word)) {
      const posting = index.postings[match] as Posting;
      const { styles, styleWeights } = posting;
      for (let i = 0; i < styles.length; i += 1) {
        const style = styles[i] as number;
        const weight = styleWeights[i] as number;
        const end = styleRowStart[style + 1] as number;
        for (let row = styleRowStart[style] as number; row < end; row += 1) {
          const had = best[row] as number;
          if (had === 0) touched[count++] = row;
          if (had < weight) best[row] = weight;
        }
      }
      for (let i = 0; i < posting.rows.length; i += 1) {
        const row = posting.rows[i] as number;
        const weight = posting.rowWeights[i] as number;
        const had = best[row] as number;
        if (had === 0) touched[count++] = row;
        if (had < weight) best[row] = weight;
      }
    }
    if (position === 0) {
      // Many rows: one pass over the flags is cheaper than sorting them.
      if (count * 16 > layout.rowCount) {
        rows = new Int32Array(count);
        let k = 0;
        for (let row = 0; row < layout.rowCount; row += 1) if (best[row] !== 0) rows[k++] = row;
      } else rows = touched.slice(0, count).sort();
      for (const row of rows) score[row] = RANK_OF_WEIGHT[best[row] as number] as number;
    } else {
      // A row stays a match only while every word so far was found in it.
      let kept = 0;
      for (const row of rows) {
        const weight = best[row] as number;
        if (weight === 0) score[row] = 0;
        else {
          score[row] = (score[row] as number) + (RANK_OF_WEIGHT[weight] as number);
          rows[kept++] = row;
        }
      }
      rows = rows.slice(0, kept);
    }
    for (let i = 0; i < count; i += 1) best[touched[i] as number] = 0;
  });
  scratch.last = rows;
  return { rows, score };
}

/**
 * Scores every colour row against the words: 0 when a word is missing, otherwise the sum over
 * the words of the best place each was found. The answer is only valid until the next call.
 */
export function scoreRows(
  index: TextIndex,
  words: readonly string[],
  layout: { rowCount: number; styleRowStart: Int32Array },
): Float32Array {
  return textMatches(index, words, layout).score;
}

/**
 * Optimal string alignment distance (edits, with a swap of two neighbours counting as one),
 * giving up above `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The product, colour and category words closest to a mistyped word, best first. A word is
 * compared with each indexed word and with its beginning of about the same length, so
 * "jaket" finds jacket and "jakc" (two letters swapped while typing) finds it too.
 */
export function closestWords(
  index: TextIndex,
  word: string,
  limit: number,
  isAllowed: (position: number) => boolean = () => true,
): string[] {
  if (word.length < 3) return [];
  const allowed = word.length <= 4 ? 1 : 2;
  const found: { word: string; distance: number; partial: boolean; uses: number }[] = [];
  index.words.forEach((candidate, position) => {
    const uses = index.uses[position] as number;
    if (uses === 0 || candidate === word || candidate[0] !== word[0] || !isAllowed(position))
      return;
    const whole = editDistance(word, candidate, allowed);
    let start = allowed + 1;
    for (const length of [word.length - 1, word.length, word.length + 1])
      if (length >= 3 && length < candidate.length)
        start = Math.min(start, editDistance(word, candidate.slice(0, length), allowed));
    const distance = Math.min(whole, start);
    if (distance <= allowed)
      found.push({ word: candidate, distance, partial: whole > start, uses });
  });
  found.sort(
    (a, b) =>
      a.distance - b.distance ||
      Number(a.partial) - Number(b.partial) ||
      // Among beginnings of words, the shortest word (jacket before jackets).
      (a.partial ? a.word.length - b.word.length : 0) ||
      b.uses - a.uses ||
      (a.word < b.word ? -1 : 1),
  );
  return found.slice(0, limit).map((entry) => entry.word);
}

/** Product, colour and category words starting with `prefix`, most used first. */
export function completions(
  index: TextIndex,
  prefix: string,
  limit: number,
  allowed: (position: number) => boolean = () => true,
): string[] {
  return wordsStartingWith(index, prefix)
    .filter((position) => (index.uses[position] as number) > 0 && allowed(position))
    .sort((a, b) => (index.uses[b] as number) - (index.uses[a] as number) || a - b)
    .slice(0, limit)
    .map((position) => index.words[position] as string);
}

/** True when some indexed word starts with the word (so searching for it finds something). */
export function knowsWord(index: TextIndex, word: string): boolean {
  return matchingWords(index, word).length > 0;
}

/**
 * Which indexed words a page in `language` may suggest: words of that language's product and
 * colour texts, and the words of its category names (`categoryWords`, from the category tree
 * in that language). A US page never suggests "jacken".
 */
export function languageWords(
  index: TextIndex,
  language: string,
  categoryWords: ReadonlySet<string>,
): Uint8Array {
  const bit = index.languages.indexOf(language);
  return Uint8Array.from(index.words, (word, position) =>
    (bit >= 0 && ((index.languageMask[position] as number) & (1 << bit)) !== 0) ||
    categoryWords.has(word)
      ? 1
      : 0,
  );
}
