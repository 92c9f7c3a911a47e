import { COMPARE_MAX, COMPARE_MIN } from "@ridgeline/contract";
import { useSyncExternalStore } from "react";

export { COMPARE_MAX, COMPARE_MIN };

/** A product picked for comparison, with what the tray shows of it. */
export interface ComparePick {
  productId: string;
  name: string;
  image: string;
}

const STORAGE_KEY = "rl_compare";
const CHANGED = "rl-compare-changed";
const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;
const NONE: ComparePick[] = [];

/** The product ids of a compare URL (`?ids=A,B` or `?ids=A&ids=B`): valid, unique, in order. */
export function compareIds(url: URL): string[] {
  const ids = url.searchParams
    .getAll("ids")
    .flatMap((value) => value.split(","))
    .map((id) => id.trim().toUpperCase())
    .filter((id) => PRODUCT_ID.test(id));
  return [...new Set(ids)];
}

/** The compare page's URL for these products. */
export function compareHref(locale: string, ids: readonly string[]): string {
  return `/${locale}/compare?${new URLSearchParams({ ids: ids.join(",") })}`;
}

/** Adds or removes a pick; a full list (COMPARE_MAX) takes no more. */
export function togglePick(picks: readonly ComparePick[], pick: ComparePick): ComparePick[] {
  if (picks.some((p) => p.productId === pick.productId))
    return picks.filter((p) => p.productId !== pick.productId);
  return picks.length >= COMPARE_MAX ? [...picks] : [...picks, pick];
}

function isPick(value: unknown): value is ComparePick {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record["productId"] === "string" &&
    PRODUCT_ID.test(record["productId"]) &&
    typeof record["name"] === "string" &&
    typeof record["image"] === "string"
  );
}

/** Reads stored picks, ignoring anything malformed (another version, a hand edit). */
export function parsePicks(raw: string | null): ComparePick[] {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isPick).slice(0, COMPARE_MAX) : NONE;
  } catch {
    return NONE;
  }
}

// One parsed list per stored text, so useSyncExternalStore sees a stable value.
let cache: { raw: string | null; picks: ComparePick[] } = { raw: null, picks: NONE };
function read(): ComparePick[] {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be switched off (privacy settings): comparing then starts empty.
  }
  if (raw !== cache.raw) cache = { raw, picks: parsePicks(raw) };
  return cache.picks;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Stores the picks for this tab and tells every tile and the tray. */
export function savePicks(picks: readonly ComparePick[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(picks));
  } catch {
    return; // no storage: nothing can be picked, the compare page still works from its URL
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** The products picked for comparison in this tab (none while rendering on the server). */
export function useComparePicks(): ComparePick[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
