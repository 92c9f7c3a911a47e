import { randomUUID } from "node:crypto";
import { toMinor, type Cart } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { Queryable } from "../../platform/database/db.types";
import type { Shopper } from "../../platform/http/request-scope";
import type { CartCore } from "./cart-core.service";
import { selectItems } from "./cart-lines.tables";
import {
  deleteAdjustment,
  selectAdjustments,
  upsertAdjustment,
  type AdjustmentKind,
} from "./price-adjustments.tables";

import type { AssociateAtStore } from "./cart-core.service";

export interface AdjustmentInput {
  type: AdjustmentKind;
  value: number;
  reason: string;
}

/** Associate price adjustments (000 §6, §7 `/price_adjustments`; decision 0058's sequel). */
export interface PriceAdjustmentService {
  /**
   * An associate changes what one line costs: a percentage off, an amount off each unit, or a
   * price for each unit. Only in a buy-in-store session (AUT432 otherwise); one per line (a
   * second replaces the first); never below 0. Promotions then apply on the adjusted price.
   */
  addPriceAdjustment(
    basketId: string,
    input: AdjustmentInput & { itemId: string },
    shopper: Shopper,
    storeSession: string | null,
  ): Promise<Cart>;
  changePriceAdjustment(
    basketId: string,
    adjustmentId: string,
    input: AdjustmentInput,
    shopper: Shopper,
    storeSession: string | null,
  ): Promise<Cart>;
  removePriceAdjustment(
    basketId: string,
    adjustmentId: string,
    shopper: Shopper,
    storeSession: string | null,
  ): Promise<Cart>;
}

/** The stored value: basis points of a percentage, minor units of an amount. */
function storedValue(input: AdjustmentInput, currency: Cart["currency"]): number {
  if (input.type === "PERCENT_OFF") {
    const basisPoints = Math.round(input.value * 100);
    if (input.value <= 0 || input.value > 100 || Math.abs(basisPoints - input.value * 100) > 1e-6)
      throw new AppError("VAL400", {
        field: "value",
        message: "value: a percentage above 0 and at most 100, with at most two decimals.",
      });
    return basisPoints;
  }
  const minor = toMinor(input.value, currency);
  // Every currency we sell in has cents.
  if (Math.abs(minor - input.value * 100) > 1e-6)
    throw new AppError("VAL400", {
      field: "value",
      message: "value: an amount in whole minor units (cents).",
    });
  return minor;
}

export function createPriceAdjustments(core: CartCore): PriceAdjustmentService {
  const { writeCart } = core;

  /** The associate of a live buy-in-store session, or AUT432. */
  async function inStore(token: string | null): Promise<AssociateAtStore> {
    const associate = token && core.deps.associateAt ? await core.deps.associateAt(token) : null;
    if (!associate)
      throw new AppError("AUT432", {
        message: "Only a store associate, in a buy-in-store session, can adjust a price.",
      });
    return associate;
  }

  async function adjustmentOf(tx: Queryable, basketId: string, adjustmentId: string) {
    const found = (await selectAdjustments(tx, basketId)).find(
      (row) => row.adjustment_id === adjustmentId,
    );
    if (!found)
      throw new AppError("ORD404", {
        field: "adjustmentId",
        message: `There is no price adjustment ${adjustmentId} on this cart.`,
      });
    return found;
  }

  return {
    async addPriceAdjustment(basketId, input, shopper, storeSession) {
      const who = await inStore(storeSession);
      return writeCart(basketId, shopper, async (tx, cart) => {
        const line = core.lineOf(await selectItems(tx, cart.basket_id), input.itemId);
        await upsertAdjustment(tx, cart.basket_id, {
          adjustment_id: randomUUID(),
          item_id: line.item_id,
          kind: input.type,
          value: storedValue(input, cart.currency),
          reason: input.reason,
          store_id: who.storeId,
          store_employee_id: who.storeEmployeeId,
        });
      });
    },

    async changePriceAdjustment(basketId, adjustmentId, input, shopper, storeSession) {
      const who = await inStore(storeSession);
      return writeCart(basketId, shopper, async (tx, cart) => {
        const found = await adjustmentOf(tx, cart.basket_id, adjustmentId);
        await upsertAdjustment(tx, cart.basket_id, {
          ...found,
          kind: input.type,
          value: storedValue(input, cart.currency),
          reason: input.reason,
          store_id: who.storeId,
          store_employee_id: who.storeEmployeeId,
        });
      });
    },

    async removePriceAdjustment(basketId, adjustmentId, shopper, storeSession) {
      await inStore(storeSession);
      return writeCart(basketId, shopper, async (tx, cart) => {
        await adjustmentOf(tx, cart.basket_id, adjustmentId);
        await deleteAdjustment(tx, cart.basket_id, adjustmentId);
      });
    },
  };
}
