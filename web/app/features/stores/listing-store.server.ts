import { ApiError, type PageRender } from "@ridgeline/contract";
import { redirect } from "react-router";
import type { ShopperSession } from "../../lib/context";
import { findStores, rememberStore, rememberedStore } from "./store-stock.server";
import type { ListingStore } from "./listing-store";

/** Parameters of the store chooser; never part of a listing's canonical URL. */
const CHOOSER_PARAMS = ["chooseStore", "storeQuery", "pickStore", "pickStoreName"] as const;
const STORE_ID = /^[0-9A-Z]{2,12}$/;

/**
 * The store facet of a listing: the remembered store (its cookie), the store filtering now
 * (`?storeId=`), and the chooser's search. Choosing a store (`?pickStore=…&pickStoreName=…`)
 * remembers it and redirects to the listing filtered by it (`?storeId=…`), the crawlable URL.
 * `path` is the listing's path from the route's params (a client submit arrives on `.data`);
 * `activeStoreId` is the store among the listing's filters in force, or null.
 */
export async function listingStore(options: {
  session: ShopperSession;
  request: Request;
  locale: string;
  path: string;
  secure: boolean;
  /** This request's render, whose `store` decision is the remembered store. */
  page: PageRender;
  activeStoreId: string | null;
}): Promise<ListingStore> {
  const { session, locale, activeStoreId: activeId } = options;
  const url = new URL(options.request.url);
  const picked = url.searchParams.get("pickStore") ?? "";
  if (STORE_ID.test(picked)) {
    const name = (url.searchParams.get("pickStoreName") ?? "").trim().slice(0, 80) || picked;
    rememberStore(session, { storeId: picked, name }, options.secure);
    const next = new URLSearchParams(url.search);
    for (const param of [...CHOOSER_PARAMS, "page", "storeId"]) next.delete(param);
    next.set("storeId", picked);
    throw redirect(`${options.path}?${next}`, 303);
  }
  const remembered = rememberedStore(options.page);
  const query = url.searchParams.get("storeQuery")?.trim().slice(0, 80) ?? "";
  const kept = new URLSearchParams(url.search);
  for (const param of [...CHOOSER_PARAMS, "page"]) kept.delete(param);
  return {
    remembered,
    active: activeId
      ? { storeId: activeId, name: remembered?.storeId === activeId ? remembered.name : null }
      : null,
    chooserOpen: url.searchParams.get("chooseStore") === "1" || query !== "",
    search: query.length >= 2 ? await findStores(session, locale, query) : null,
    keep: [...kept],
  };
}

/**
 * Runs a listing search; a store that does not exist (a stale or hand-edited `?storeId=`)
 * is dropped from the filters instead of failing the page.
 */
export async function searchIgnoringUnknownStore<T>(
  search: (withStore: boolean) => Promise<T>,
): Promise<{ result: T; storeDropped: boolean }> {
  try {
    return { result: await search(true), storeDropped: false };
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.errorId === "VAL400" &&
      error.details[0]?.field === "storeId"
    )
      return { result: await search(false), storeDropped: true };
    throw error;
  }
}
