import type { CartService } from "../cart";
import type { OrdersService } from "../orders";
import type { AttemptsService } from "./attempts.service";
import type { PlacementService } from "./placement.service";
import type { StoreReservationsService } from "./store-reservations.service";

/** What the checkout area gives its routes and the others. */
export interface CheckoutArea {
  attempts: AttemptsService;
  placement: PlacementService;
  /** Reserve and collect: one size held at a store, paid when collected (decision 0071). */
  reservations: StoreReservationsService;
  /** prepareOrder's bag (000 §7). */
  prepare: CartService["getCart"];
  /** 000 §7 deviceFingerPrint: kept on the bag for the payment's risk check. */
  keepDevice: CartService["setDeviceFingerprint"];
  /** The order a confirmation link names. */
  confirmation: OrdersService["orderForConfirmation"];
}
