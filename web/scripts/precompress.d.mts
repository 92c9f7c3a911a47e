/** Writes brotli and gzip copies beside the client assets in `dir` (precompress.mjs). */
export function precompress(dir: string): Promise<{ files: number; before: number; after: number }>;
