import { ApiError, CREATE_CART, GET_CART, type Cart } from "@ridgeline/contract";
import { serializeCookie } from "../../lib/cookies";
import type { ShopperSession } from "../../lib/context";

const BASKET_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/**
 * The shopper's cart, or null when they have none (or the one remembered is gone). With the
 * shopper's chosen store (`favStoreId`) the lines' delivery options include pickup there.
 */
export async function readCart(
  session: ShopperSession,
  locale: string,
  secure: boolean,
  favStoreId?: string,
): Promise<Cart | null> {
  if (!session.basketId) return null;
  try {
    return await session.api.call(GET_CART, {
      params: { basketId: session.basketId },
      query: { locale, ...(favStoreId ? { favStoreId } : {}) },
    });
  } catch (error) {
    if (error instanceof ApiError && error.errorId === "BSK404") {
      session.setCookies.push(serializeCookie("basketId", "", 0, secure));
      session.basketId = null;
      return null;
    }
    throw error;
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
  session.basketId = cart.basketId;
  session.setCookies.push(
    serializeCookie("basketId", cart.basketId, BASKET_COOKIE_MAX_AGE, secure),
  );
  return cart.basketId;
}
