/**
 * Leading zero bits of a digest: the measure of the bot check's proof of work. The server that
 * checks an answer and the browser that finds one must count alike, or the browser could hand
 * in answers the server refuses; so the count is written here once.
 */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
