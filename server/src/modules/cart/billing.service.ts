import type { BillingAddressInput, Cart } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import { billingProblems, storedAddress } from "./cart-address.helpers";
import type { CartCore } from "./cart-core.service";
import { setBillingAddress } from "./cart.tables";

/** The bag's billing address (000 §7, decision 0065): kept on the cart until placement. */
export interface BillingService {
  /** Sets it once the rules pass it: the first problem as BIL400 or BILL410 with its field. */
  setBillingAddress(basketId: string, input: BillingAddressInput, shopper: Shopper): Promise<Cart>;
  removeBillingAddress(basketId: string, shopper: Shopper): Promise<Cart>;
}

export function createBilling(core: CartCore): BillingService {
  const { writeCart } = core;
  return {
    setBillingAddress(basketId, input, shopper) {
      return writeCart(basketId, shopper, async (tx, cart) => {
        const [problem] = billingProblems(input);
        if (problem)
          throw new AppError(problem.code, { field: problem.field, message: problem.message });
        await setBillingAddress(tx, cart.basket_id, storedAddress(input));
      });
    },
    removeBillingAddress(basketId, shopper) {
      return writeCart(basketId, shopper, async (tx, cart) => {
        await setBillingAddress(tx, cart.basket_id, null);
      });
    },
  };
}
