import type { Store } from "@ridgeline/contract";

/** What a listing's store facet and store chooser show (built by listing-store.server.ts). */
export interface ListingStore {
  /** The store the shopper chose before, offered as the "Pick up at …" toggle. */
  remembered: { storeId: string; name: string } | null;
  /** The store filtering the listing now; its name is known when it is the remembered one. */
  active: { storeId: string; name: string | null } | null;
  /** The chooser is open (`?chooseStore=1`, or a store search in the URL). */
  chooserOpen: boolean;
  search: { query: string; stores: Store[]; error: string | null } | null;
  /** The listing's parameters without the chooser's, as [name, value] pairs. */
  keep: [string, string][];
}

/** A listing URL's search with the chooser's parameters replaced by `extra`. */
export function chooserHref(keep: [string, string][], extra: Record<string, string>): string {
  const params = new URLSearchParams(keep);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "?";
}
