import {
  ADD_FAVORITE,
  ApiError,
  GET_FAVORITE_IDS,
  GET_FAVORITES,
  GET_FAVORITES_SHARE,
  REMOVE_FAVORITE,
  SHARE_FAVORITES,
  type FavoriteItem,
  type Site,
} from "@ridgeline/contract";
import { data } from "react-router";
import { orNotFound } from "../../lib/api-errors";
import type { ShopperSession } from "../../lib/context";
import type { SavedFavorites } from "../../lib/shell-data";

/**
 * The favourites page: the first `count` saved products and whether the list is shared. No
 * token yet (a crawler) is an empty list; favourites off on the site is a 404.
 */
export async function loadFavoritesPage(session: ShopperSession, locale: string, count: number) {
  const query = { locale };
  let list;
  try {
    list = await session.api.call(GET_FAVORITES, { query: { ...query, start: 0, count } });
  } catch (error) {
    // No token yet (a crawler): an empty list. Favourites off on the site: this page is not here.
    if (error instanceof ApiError && error.errorId === "AUT432") {
      list = { favoriteId: null, total: 0, start: 0, count, items: [] as FavoriteItem[] };
    } else if (error instanceof ApiError && error.status === 404) {
      throw data(null, { status: 404 });
    } else throw error;
  }
  const share = list.favoriteId
    ? await orNotFound(
        session.api.call(GET_FAVORITES_SHARE, { params: { favoriteId: list.favoriteId }, query }),
        ["API404"],
      )
    : null;
  return { list, share };
}

/**
 * The shopper's saved products for the hearts, or null when the site has favourites off.
 * A failure (no token yet, an employee session, the favourites call failing) shows every
 * heart empty rather than failing the page.
 */
export async function readSavedFavorites(
  session: ShopperSession,
  site: Site,
): Promise<SavedFavorites | null> {
  if (!site.allowFavorites) return null;
  // A first visit holds no token yet, so no list: the API would only answer 401.
  if (!session.hasToken()) return { favoriteId: null, saved: {} };
  try {
    const list = await session.api.call(GET_FAVORITE_IDS, { query: { locale: site.locale } });
    // Filled hearts are this shopper's: the page is no longer one every guest could be sent.
    if (list.items.length > 0) session.personal = true;
    return {
      favoriteId: list.favoriteId,
      saved: Object.fromEntries(list.items.map((item) => [item.id, item.itemId])),
    };
  } catch (error) {
    // The hearts are extras: a failing favourites call must not take every page down with it.
    if (error instanceof ApiError) return { favoriteId: null, saved: {} };
    throw error;
  }
}

export type FavoriteOutcome =
  | { ok: true; intent: "add" | "remove" }
  | { ok: true; intent: "share"; shareUrl: string }
  | { ok: false; intent: string; error: ApiError };

/** Runs one favourites form: save (`add`), `remove` or `share`. */
export async function runFavoriteForm(
  form: FormData,
  session: ShopperSession,
  locale: string,
): Promise<FavoriteOutcome> {
  const intent = String(form.get("intent") ?? "");
  const favoriteId = String(form.get("favoriteId") ?? "");
  try {
    if (intent === "add") {
      await session.ensureToken();
      await session.api.call(ADD_FAVORITE, {
        query: { locale },
        body: { id: String(form.get("id") ?? "") },
      });
      return { ok: true, intent };
    }
    if (intent === "remove") {
      await session.api.call(REMOVE_FAVORITE, {
        params: { favoriteId, itemId: String(form.get("itemId") ?? "") },
        query: { locale },
      });
      return { ok: true, intent };
    }
    if (intent === "share") {
      const share = await session.api.call(SHARE_FAVORITES, {
        params: { favoriteId },
        query: { locale },
      });
      return { ok: true, intent, shareUrl: share.url ?? "" };
    }
    throw new ApiError(
      400,
      [{ errorId: "VAL400", message: `intent: ${intent} is not known`, field: "intent" }],
      null,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false, intent, error };
    throw error;
  }
}
