import {
  HOME_SHIPMENT_ID,
  PUDO_METHOD_CODE,
  SET_SHIPPING_METHOD,
  UPDATE_ITEM,
  type Cart,
} from "@ridgeline/contract";
import type { ShopperSession } from "../../lib/context";
import { findStores, locationOf, rememberStore } from "../stores/index.server";
import type { StoreSearch } from "../stores";
import type { DeliveryKind } from "./line-delivery";

const STORE_ID = /^[0-9A-Z]{2,12}$/;
const METHOD_CODE = /^[A-Z0-9_]{1,32}$/;
const KINDS: readonly DeliveryKind[] = ["home", "pickup", "sts"];

/** Codes a shopper meets changing how a line travels, said in the page's words (000 §8). */
export const DELIVERY_ERRORS = new Set(["SHP404", "STR404", "INV405", "INV700"]);

/** The bag's store search for one line (`?storeFor=itemId&q=…`, or `near=lat,lon` for the
 * shopper's own location): a dialog, or without JavaScript a state of the page. */
export interface BagStoreDialog {
  itemId: string;
  /** The place searched ("" before a search). */
  query: string;
  /** Stores near it with their units of the line's size; null before a search. */
  search: StoreSearch | null;
}

/**
 * The store search the bag's URL asks for: the line must be in the bag (a stale link opens
 * nothing), the place at least 2 characters (the stores API's minimum). The search asks for
 * the line's size only, so each store shows its units of it.
 */
export async function bagStoreSearch(
  session: ShopperSession,
  url: URL,
  locale: string,
  cart: Cart | null,
): Promise<BagStoreDialog | null> {
  const itemId = url.searchParams.get("storeFor");
  const item = itemId ? cart?.items.find((line) => line.id === itemId) : undefined;
  if (!item) return null;
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 80);
  const near = locationOf(url.searchParams.get("near"));
  const search = near
    ? await findStores(session, locale, near, [item.upc])
    : query.length >= 2
      ? await findStores(session, locale, query, [item.upc])
      : null;
  return { itemId: item.id, query, search };
}

/** The bag's collection point search (`?points=1&q=…`): a dialog, or a state of the page. */
export interface BagPointDialog {
  /** The place searched ("" before a search). */
  query: string;
  /** Collection points near it; null before a search. */
  search: StoreSearch | null;
}

/**
 * The collection point search the bag's URL asks for, while the home shipment can go to one
 * (PUDO is among its methods). Without a place typed yet it searches near the shipping
 * address's postal code, when the bag has one.
 */
export async function bagPointSearch(
  session: ShopperSession,
  url: URL,
  locale: string,
  cart: Cart | null,
): Promise<BagPointDialog | null> {
  if (url.searchParams.get("points") !== "1") return null;
  const home = cart?.shippingMethods.find((shipment) => shipment.shippingId === HOME_SHIPMENT_ID);
  if (!home?.applicableShippingMethods.some((method) => method.code === PUDO_METHOD_CODE))
    return null;
  const typed = url.searchParams.get("q");
  const near = locationOf(url.searchParams.get("near"));
  const query = near ? "" : (typed ?? home.address?.postalCode ?? "").trim().slice(0, 80);
  const where = near ?? (query.length >= 2 ? query : null);
  const search = where
    ? await findStores(session, locale, where, [], { collectionPoints: true })
    : null;
  return { query, search };
}

/** What a delivery form did: where the line goes now, or the home method's label. */
export type DeliverySent =
  | { ok: true; via?: DeliveryKind; store?: string; label?: string }
  | { ok: false }
  /** PUDO was chosen without a point: the point search opens. */
  | { ok: false; choosePoint: true };

/**
 * Sends the bag's delivery forms: a line to home, pickup or ship to store (`delivery`, with
 * the store its options are about), a line to pickup at a store chosen in the store search
 * (`store`: the store is remembered in the `store` cookie first, as the product page does, so
 * the shopper's choice holds even where this line cannot go there), and the home shipment's
 * method (`shipping`). A form that names no valid method or store is `{ ok: false }`; the API's
 * refusals are thrown (ApiError) for the caller to word.
 */
export async function sendDelivery(
  session: ShopperSession,
  options: { locale: string; cartId: string; secure: boolean },
  done: "delivery" | "store" | "shipping",
  form: FormData,
): Promise<DeliverySent> {
  const { locale, cartId } = options;
  const field = (name: string) => String(form.get(name) ?? "");
  if (done === "shipping") {
    const code = field("code");
    if (!METHOD_CODE.test(code)) return { ok: false };
    // A collection point is chosen in its own search: PUDO alone opens it.
    const point = code === PUDO_METHOD_CODE ? field("storeId") : "";
    if (code === PUDO_METHOD_CODE && !STORE_ID.test(point)) return { ok: false, choosePoint: true };
    const cart = await session.api.call(SET_SHIPPING_METHOD, {
      query: { locale },
      body: {
        cartId,
        code,
        shippingId: HOME_SHIPMENT_ID,
        shopperAppliedSM: true,
        ...(point ? { storeId: point } : {}),
      },
    });
    const home = cart.shippingMethods.find((shipment) => shipment.shippingId === HOME_SHIPMENT_ID);
    const label = home?.applicableShippingMethods.find((method) => method.code === code)?.label;
    const at = home?.collectionPoint?.name;
    return { ok: true, label: at ? `${label ?? code} (${at})` : (label ?? code) };
  }
  const via = done === "store" ? "pickup" : KINDS.find((kind) => kind === field("method"));
  const storeId = field("storeId");
  const store = field("storeName").trim().slice(0, 80) || storeId;
  if (!via || (via !== "home" && !STORE_ID.test(storeId))) return { ok: false };
  if (done === "store") rememberStore(session, { storeId, name: store }, options.secure);
  const qty = Number.parseInt(field("qty"), 10);
  await session.api.call(UPDATE_ITEM, {
    params: { basketId: cartId },
    query: { locale, action: via },
    body: {
      cartId,
      itemId: field("itemId"),
      productId: field("productId"),
      upc: field("upc"),
      qty: Number.isInteger(qty) && qty > 0 ? qty : 1,
      ...(via === "home" ? {} : { storeId }),
    },
  });
  return via === "home" ? { ok: true, via } : { ok: true, via, store };
}
