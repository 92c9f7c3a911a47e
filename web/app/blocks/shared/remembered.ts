/**
 * What a shopper closed or dismissed (a promo bar, the benefit bar, pop-ups), remembered in the
 * browser's storage under the names of 001 §4 (`promoBarClosed`, the benefit bar's closed flag,
 * dismissed pop-up ids). One place, so consent (issue 29) can rule on it once. Never read on
 * the server: a kept page shows the same to everyone and the browser hides what was closed.
 */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage refused (a private window's policy): nothing is remembered.
    return null;
  }
}

export function readFlag(key: string): boolean {
  return storage()?.getItem(key) === "true";
}

export function writeFlag(key: string, value: boolean): void {
  try {
    storage()?.setItem(key, value ? "true" : "false");
  } catch {
    // Full or refused: the bar closes for this page view only.
  }
}

export function readIds(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function addId(key: string, id: string): void {
  const ids = readIds(key);
  if (ids.includes(id)) return;
  try {
    storage()?.setItem(key, JSON.stringify([...ids, id].slice(-100)));
  } catch {
    // As writeFlag.
  }
}
