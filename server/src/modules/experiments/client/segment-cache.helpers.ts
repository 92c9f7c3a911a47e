/**
 * The qualified-segments cache of the client's audience-data manager (issue 29, 001 §9: 100
 * entries for 600 s): least recently used first out, so a busy server keeps its current
 * visitors' segments and asks the store at most once per visitor every ten minutes.
 */
export interface SegmentCache {
  lookup(key: string): readonly string[] | undefined;
  save(key: string, segments: readonly string[]): void;
  reset(): void;
  size(): number;
}

export function createSegmentCache(
  maxSize: number,
  ttlMs: number,
  now: () => number,
): SegmentCache {
  // A Map keeps insertion order: the first key is the least recently used.
  const entries = new Map<string, { segments: readonly string[]; savedAt: number }>();
  return {
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.savedAt >= ttlMs) return undefined;
      entries.set(key, entry);
      return entry.segments;
    },
    save(key, segments) {
      entries.delete(key);
      entries.set(key, { segments: [...segments], savedAt: now() });
      while (entries.size > maxSize) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    reset: () => entries.clear(),
    size: () => entries.size,
  };
}
