import { ADD_ITEM, ApiError, CREATE_CART, GET_CART, type Cart } from "@ridgeline/contract";
import { serializeCookie } from "../../lib/cookies";
import type { ShopperSession } from "../../lib/context";

const BASKET_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** The most lines the bag's memory keeps (a cookie stays well under 4 kB). */
const REMEMBERED_LINES = 40;

/** The bag's lines as its memory cookie keeps them: `productId.upc.qty` joined by `~`. */
export function bagMemory(cart: Cart): string {
  return cart.items
    .filter((item) => !item.bonus)
    .slice(0, REMEMBERED_LINES)
    .map((item) => `${item.productId}.${item.upc}.${item.qty}`)
    .join("~");
}

/** The lines a memory cookie names; anything malformed in it is left out. */
export function rememberedLines(
  memory: string | null,
): { productId: string; upc: string; qty: number }[] {
  if (!memory) return [];
  return memory
    .split("~")
    .slice(0, REMEMBERED_LINES)
    .flatMap((entry) => {
      const match = /^([A-Z0-9]{8,11})\.(\d{12,14})\.(\d{1,6})$/.exec(entry);
      const qty = Number(match?.[3]);
      return match && qty >= 1
        ? [{ productId: match[1] as string, upc: match[2] as string, qty }]
        : [];
    });
}

/** The session's bag from now on, remembered in the basket cookie. */
export function keepBasket(session: ShopperSession, basketId: string, secure: boolean): void {
  session.basketId = basketId;
  session.setCookies.push(serializeCookie("basketId", basketId, BASKET_COOKIE_MAX_AGE, secure));
}

/**
 * The web forgets the bag (its basket cookie and its memory of the lines): after an order, the
 * bag is the order's, and the next visit starts an empty one.
 */
export function forgetBasket(session: ShopperSession, secure: boolean): void {
  session.basketId = null;
  forgetBagLines(session, secure);
  session.setCookies.push(serializeCookie("basketId", "", 0, secure));
}

/**
 * The web forgets the bag's lines but not its id: while a placed bag waits for its 3-D Secure
 * answer it is closed, and a read must not make it again from the lines (000 §4).
 */
export function forgetBagLines(session: ShopperSession, secure: boolean): void {
  session.bagLines = null;
  session.setCookies.push(serializeCookie("bagLines", "", 0, secure));
}

/** Keeps the bag's memory in step with the bag (the cookie is written only when it changed). */
function remember(session: ShopperSession, cart: Cart, secure: boolean): void {
  const memory = bagMemory(cart);
  if (memory === (session.bagLines ?? "")) return;
  session.bagLines = memory || null;
  session.setCookies.push(
    serializeCookie("bagLines", memory, memory ? BASKET_COOKIE_MAX_AGE : 0, secure),
  );
}

/** A request's bag being made again: the page's and the layout's reads share it. */
const remaking = new WeakMap<ShopperSession, Promise<Cart | null>>();

/**
 * 000 §4: a cart that is not found (gone, or no longer the token's) is made again with the
 * lines the bag's memory names; when a line cannot be added back (sold out, gone) the shopper
 * is told the bag expired ("cartExpired"). Null when there was nothing to make again. Once per
 * request, however many of its loaders read the bag.
 */
function remakeBag(session: ShopperSession, locale: string, secure: boolean): Promise<Cart | null> {
  const running = remaking.get(session);
  if (running) return running;
  const made = remakeBagOnce(session, locale, secure);
  remaking.set(session, made);
  return made;
}

async function remakeBagOnce(
  session: ShopperSession,
  locale: string,
  secure: boolean,
): Promise<Cart | null> {
  const lines = rememberedLines(session.bagLines);
  if (lines.length === 0) return null;
  await session.ensureToken();
  let cart = await session.api.call(CREATE_CART, { query: { locale } });
  let failed = false;
  for (const line of lines) {
    try {
      cart = await session.api.call(ADD_ITEM, {
        query: { locale },
        body: { cartId: cart.basketId, productId: line.productId, upc: line.upc, qty: line.qty },
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      failed = true;
    }
  }
  if (failed) session.notices.push("cartExpired");
  keepBasket(session, cart.basketId, secure);
  return cart;
}

/**
 * 000 §4, AUT498 ("invalid customer"): the remembered bag is a registered shopper's and this
 * session is not theirs (their session ended and this browser went on as a guest, or another
 * shopper signed in). Their lines stay theirs: the bag and its memory are dropped, not copied
 * (decision 0062), an empty bag is started, and the shopper is told ("invalidCustomerCart";
 * the page reloads itself after a moment). Once per request, however many loaders ask.
 */
export function startAfresh(
  session: ShopperSession,
  locale: string,
  secure: boolean,
): Promise<Cart | null> {
  const running = remaking.get(session);
  if (running) return running;
  session.basketId = null;
  session.bagLines = null;
  session.setCookies.push(
    serializeCookie("basketId", "", 0, secure),
    serializeCookie("bagLines", "", 0, secure),
  );
  session.notices.push("invalidCustomerCart");
  const fresh = session
    .ensureToken()
    .then(() => session.api.call(CREATE_CART, { query: { locale } }))
    .then((cart) => {
      keepBasket(session, cart.basketId, secure);
      return cart;
    });
  remaking.set(session, fresh);
  return fresh;
}

/**
 * The shopper's cart, or null when they have none. With the shopper's chosen store
 * (`favStoreId`) the lines' delivery options include pickup there. A remembered cart that is
 * gone is made again from the bag's memory (000 §4).
 */
export async function readCart(
  session: ShopperSession,
  locale: string,
  secure: boolean,
  favStoreId?: string,
): Promise<Cart | null> {
  const running = remaking.get(session);
  if (running) return running;
  if (!session.basketId) return null;
  try {
    const cart = await session.api.call(GET_CART, {
      params: { basketId: session.basketId },
      query: { locale, ...(favStoreId ? { favStoreId } : {}) },
    });
    remember(session, cart, secure);
    return cart;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.errorId === "AUT498") return startAfresh(session, locale, secure);
    if (error.errorId !== "BSK404") throw error;
    const already = remaking.get(session);
    if (already) return already;
    session.setCookies.push(serializeCookie("basketId", "", 0, secure));
    session.basketId = null;
    const remade = remakeBag(session, locale, secure).then((cart) => {
      if (cart) remember(session, cart, secure);
      else if (session.bagLines) {
        session.bagLines = null;
        session.setCookies.push(serializeCookie("bagLines", "", 0, secure));
      }
      return cart;
    });
    remaking.set(session, remade);
    return remade;
  }
}

/** How many units the shopper's bag holds (0 without a bag). */
export async function bagCount(
  session: ShopperSession,
  locale: string,
  secure: boolean,
): Promise<number> {
  return (await readCart(session, locale, secure))?.totalItems ?? 0;
}

/**
 * Signs in (`signIn`) and says whether the guest's bag was merged into a bag the shopper
 * already had: 000 §4 shows "cart items merged" when the count after the merge is higher than
 * the guest's. A guest without a bag brought nothing to merge.
 */
export async function withBagMerge<T>(
  session: ShopperSession,
  locale: string,
  secure: boolean,
  signIn: () => Promise<T>,
): Promise<{ answer: T; merged: boolean }> {
  const before = session.basketId ? await bagCount(session, locale, secure) : 0;
  const answer = await signIn();
  const merged = before > 0 && (await bagCount(session, locale, secure)) > before;
  return { answer, merged };
}

/** The shopper's cart id, creating the cart on first use (spec 000 §4: carts are created lazily). */
export async function ensureCartId(
  session: ShopperSession,
  locale: string,
  secure: boolean,
): Promise<string> {
  await session.ensureToken();
  const existing = await readCart(session, locale, secure);
  if (existing) return existing.basketId;
  const cart = await session.api.call(CREATE_CART, { query: { locale } });
  keepBasket(session, cart.basketId, secure);
  return cart.basketId;
}
