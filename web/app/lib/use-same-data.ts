import { useState } from "react";

/** A value with its JSON, as `useSameData` keeps it between renders. */
export interface KeptData<T> {
  value: T;
  json: string;
}

/** What is kept after `value` came: the kept one when it holds the same data, else `value`. */
export function keepSameData<T>(kept: KeptData<T> | null, value: T): KeptData<T> {
  if (kept?.value === value) return kept;
  const json = JSON.stringify(value);
  return kept?.json === json ? kept : { value, json };
}

/**
 * `value`, or the one this component had before when it holds the same data (equal JSON). A
 * loader read again (after every form, or a new query on the same page) answers new objects
 * for the same menu, footer and site: kept as they were, the memoised parts and deferred
 * islands below do not take them for a change, which would wake a part's code and draw it
 * again (under a resting pointer, over what the shopper was doing).
 */
export function useSameData<T>(value: T): T {
  const [kept, setKept] = useState<KeptData<T>>(() => keepSameData(null, value));
  const next = keepSameData(kept, value);
  // React's way to keep what a render was given: set during the render when it changed.
  if (next !== kept) setKept(next);
  return next.value;
}
