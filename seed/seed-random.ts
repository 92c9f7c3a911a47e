// Deterministic randomness for the demo data: the same seed always gives the same catalogue.

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for demo data; never used for anything secret. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Streams are keyed by name (FNV-1a) so editing one leaf's data does not reshuffle every other leaf.
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined)
    throw new Error(`seed data: index ${index} out of range (length ${items.length})`);
  return item;
}

/** The index `pick` would choose from a list of this length (one draw, like pick). */
export function pickIndex(rng: Rng, length: number): number {
  return Math.floor(rng() * length);
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return at(items, pickIndex(rng, items.length));
}

export function pickWeighted(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let roll = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    roll -= at(weights, i);
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < count; i++) {
    const j = randomInt(rng, i, pool.length - 1);
    [pool[i], pool[j]] = [at(pool, j), at(pool, i)];
  }
  return pool.slice(0, count);
}
