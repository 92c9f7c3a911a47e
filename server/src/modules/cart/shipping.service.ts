import type { Cart, ShippingAddressInput } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import {
  HOME_SHIPMENT,
  shippingSiteOf,
  takesPudo,
  type DeliveryStore,
} from "./cart-delivery.helpers";
import type { CartCore } from "./cart-core.service";
import { storedAddress } from "./cart-address.helpers";
import {
  validateShippingAddress,
  type ShippingAddressProblem,
} from "./shipping/shipping-address.helpers";
import { setShippingAddress, setShippingMethod, type CartRow } from "./cart.tables";

/** How the cart's shipments travel and where the home one goes (000 §7, decision 0058). */
export interface ShippingService {
  /** Chooses a shipment's method; SHP404 when the shipment cannot take it. */
  setShippingMethod(
    input: {
      cartId: string;
      code: string;
      shippingId: string;
      shopperAppliedSM: boolean;
      /** The collection point, with PUDO. */
      storeId?: string | undefined;
    },
    shopper: Shopper,
  ): Promise<Cart>;
  /** A shipment's methods in the order of 000 §4 and the one chosen; SHP404 for no such shipment. */
  shippingMethods(
    basketId: string,
    shippingId: string,
    shopper: Shopper | null,
  ): Promise<{
    shippingId: string;
    code: string | null;
    applicableShippingMethods: Cart["shippingMethods"][number]["applicableShippingMethods"];
  }>;
  /** The home shipment's address, once the shipping rules pass it (SHP500, SHP410, CHK380, CHK320). */
  setShippingAddress(
    basketId: string,
    input: ShippingAddressInput,
    shopper: Shopper,
  ): Promise<Cart>;
  removeShippingAddress(basketId: string, shopper: Shopper): Promise<Cart>;
  /** Every reason the cart cannot ship to an address; none: it can. */
  checkShippingAddress(
    basketId: string,
    input: ShippingAddressInput,
    shopper: Shopper,
  ): Promise<{
    valid: boolean;
    errors: { errorId: ShippingAddressProblem["code"]; field: string; message: string }[];
  }>;
}

function problemsOf(cart: CartRow, input: ShippingAddressInput): ShippingAddressProblem[] {
  return validateShippingAddress(
    { ...input, country: input.countryCode ?? input.country },
    shippingSiteOf(cart),
  );
}

/**
 * The collection point a PUDO shipment is sent to (decision 0063): a store that does not exist
 * is STR404; one that takes no parcels for collection (not pickup-enabled) or is in another
 * country than the cart's site is SHP404.
 */
function checkCollectionPoint(
  cart: CartRow,
  point: string | null,
  stores: ReadonlyMap<string, DeliveryStore>,
): void {
  const store = point ? stores.get(point) : undefined;
  if (!point || !store)
    throw new AppError("STR404", {
      field: "storeId",
      message: `Collection point ${point ?? ""} was not found.`,
    });
  if (!takesPudo(store, cart))
    throw new AppError("SHP404", {
      field: "storeId",
      message: store.pickupEnabled
        ? `${store.name} is in another country: choose a collection point in this site's country.`
        : `${store.name} does not take parcels for collection.`,
    });
}

export function createShipping(core: CartCore): ShippingService {
  const { db, writeCart, ownedCart, planned } = core;

  return {
    setShippingMethod(input, shopper) {
      return writeCart(input.cartId, shopper, async (tx, cart) => {
        // With PUDO the plan reads the point asked for with the cart's stores.
        const point = input.storeId ?? null;
        const { plan, facts } = await planned(tx, { ...cart, collection_point: point }, null);
        const shipment = plan.shipments.find((s) => s.shippingId === input.shippingId);
        const method = shipment?.methods.find((m) => m.code === input.code);
        if (!shipment || !method)
          throw new AppError("SHP404", {
            field: shipment ? "code" : "shippingId",
            message: shipment
              ? `Shipment ${input.shippingId} cannot take ${input.code}.`
              : `This cart has no shipment ${input.shippingId}.`,
          });
        if (method.kind === "pudo") checkCollectionPoint(cart, point, facts.stores);
        // Only the home shipment has a choice; the others have their one method.
        if (shipment.shippingId === HOME_SHIPMENT)
          await setShippingMethod(tx, cart.basket_id, {
            code: method.code,
            byShopper: input.shopperAppliedSM,
            downgraded: false,
            collectionPoint: method.kind === "pudo" ? point : null,
          });
      });
    },

    async shippingMethods(basketId, shippingId, shopper) {
      const answer = await core.view(db, await core.ownedBundle(db, basketId, shopper), shopper);
      const shipment = answer.shippingMethods.find((s) => s.shippingId === shippingId);
      if (!shipment)
        throw new AppError("SHP404", {
          field: "shippingId",
          message: `This cart has no shipment ${shippingId}.`,
        });
      return {
        shippingId,
        code: shipment.code,
        applicableShippingMethods: shipment.applicableShippingMethods,
      };
    },

    setShippingAddress(basketId, input, shopper) {
      return writeCart(basketId, shopper, async (tx, cart) => {
        const [problem] = problemsOf(cart, input);
        if (problem)
          throw new AppError(problem.code, { field: problem.field, message: problem.message });
        await setShippingAddress(tx, cart.basket_id, storedAddress(input));
      });
    },

    removeShippingAddress(basketId, shopper) {
      return writeCart(basketId, shopper, async (tx, cart) => {
        await setShippingAddress(tx, cart.basket_id, null);
      });
    },

    async checkShippingAddress(basketId, input, shopper) {
      const cart = await ownedCart(db, basketId, shopper, false);
      const errors = problemsOf(cart, input).map((problem) => ({
        errorId: problem.code,
        field: problem.field,
        message: problem.message,
      }));
      return { valid: errors.length === 0, errors };
    },
  };
}
