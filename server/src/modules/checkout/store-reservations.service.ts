import {
  productImagePath,
  type ReserveInStoreBody,
  type StoreReservation,
} from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import type { Mailer } from "../../platform/mail/mailer";
import type { CatalogService } from "../catalog";
import type { InventoryService } from "../inventory";
import type { StoreDelivery, StoresArea } from "../stores";
import {
  expiryMessage,
  reservationAnswer,
  reservationMessage,
  reservationNumberOf,
} from "./store-reservations.helpers";
import {
  countActive,
  insertReservation,
  lockShopperReservations,
  nextReservationNumber,
  reassignReservations,
  selectExpiredNumbers,
  selectReservation,
  selectShopperReservations,
  settleActive,
  type ReservedStore,
  type StoreReservationRow,
} from "./store-reservations.tables";

/**
 * How long a store holds reserved units: two days lets a shopper come after work or at the
 * weekend, and a size is not kept off the shelves for longer than a passing shopper would
 * forgive (decision 0071).
 */
export const RESERVATION_HOLD_MS = 48 * 60 * 60 * 1000;

/**
 * Active reservations one shopper may hold at once: enough for a few sizes or a few stores,
 * too few for one shopper (or a script with one token) to empty a store's shelves.
 */
export const MAX_ACTIVE_RESERVATIONS = 3;

/** Holds the expiry job settles per round; the rest wait for the next round. */
const EXPIRY_BATCH = 100;

export interface StoreReservationsService {
  /**
   * Holds `qty` of one size at a pickup store for RESERVATION_HOLD_MS and mails the
   * confirmation, all in one transaction. AUT403 (bot check), VAL400 `email` (a guest without
   * one), ORD404 `upc` (no such size of the product), INV702 `upc` (no price), STR404 /
   * SHP404 `storeId` (unknown store, no pickup or another country), RSV409 (too many active),
   * INV405 `qty` with `outOfStock` (not enough on the store's shelves).
   */
  reserve(input: {
    body: ReserveInStoreBody;
    shopper: Shopper;
    site: SiteScope;
  }): Promise<StoreReservation>;
  /** The shopper's reservations, newest first. */
  list(shopper: Shopper): Promise<StoreReservation[]>;
  /**
   * Cancels one of the shopper's reservations and gives its units back; OHS4004 for a number
   * that is not theirs. Cancelling one no longer active answers it as it is.
   */
  cancel(reservationNo: string, shopper: Shopper): Promise<StoreReservation>;
  /** Ends the holds whose time is over (units back, mail); how many. Safe to run twice. */
  expireHolds(): Promise<number>;
  /** At sign-in: a guest's reservations become the shopper's; answers how many. */
  adoptGuestReservations(guestNo: string, consumerNo: string): Promise<number>;
}

/** What a reservation keeps of its store: all but what the store offers. */
function reservedStore(store: StoreDelivery): ReservedStore {
  const kept: Partial<StoreDelivery> = { ...store };
  delete kept.pickupEnabled;
  delete kept.shipToStore;
  return kept as ReservedStore;
}

export function createStoreReservations(deps: {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  publicOrigin: string;
  inventory: InventoryService;
  stores: StoresArea["stores"];
  catalog: Pick<CatalogService, "offers">;
  accountEmail: (consumerNo: string) => Promise<string | null>;
  verifyBot: (response: string) => Promise<void>;
  now?: () => Date;
}): StoreReservationsService {
  const now = deps.now ?? (() => new Date());

  async function emailOf(body: ReserveInStoreBody, shopper: Shopper): Promise<string> {
    const email =
      shopper.consumerType === "GUEST"
        ? body.email
        : ((await deps.accountEmail(shopper.consumerNo)) ?? body.email);
    if (!email)
      throw new AppError("VAL400", {
        field: "email",
        message: "email: an e-mail address is needed to send the reservation to.",
      });
    return email;
  }

  async function lineOf(body: ReserveInStoreBody, site: SiteScope) {
    const market = { currency: site.currency, language: site.language };
    const offer = (await deps.catalog.offers([body.upc], market)).get(body.upc);
    if (!offer || (body.productId !== offer.style_id && body.productId !== offer.color_variant_id))
      throw new AppError("ORD404", {
        field: "upc",
        message: `No size ${body.upc} of product ${body.productId}.`,
      });
    if (offer.current_minor === null) throw new AppError("INV702", { field: "upc" });
    return { offer, unitMinor: offer.current_minor };
  }

  async function storeOf(storeId: string, site: SiteScope, tx: Queryable) {
    const store = (await deps.stores.deliveryStores([storeId], tx)).get(storeId);
    if (!store)
      throw new AppError("STR404", {
        field: "storeId",
        message: `Store ${storeId} was not found.`,
      });
    if (store.country !== site.country.toUpperCase())
      throw new AppError("SHP404", {
        field: "storeId",
        message: `${store.name} is in another country: choose a store in this site's country.`,
      });
    if (!store.pickupEnabled)
      throw new AppError("SHP404", {
        field: "storeId",
        message: `${store.name} does not hold items for collection.`,
      });
    return store;
  }

  /** Settles one active hold (units back, and for an expiry the mail); null if not active. */
  async function settle(
    tx: Queryable,
    reservationNo: string,
    status: "cancelled" | "expired",
  ): Promise<StoreReservationRow | null> {
    const row = await settleActive(tx, reservationNo, status, now());
    if (!row) return null;
    await deps.inventory.release(reservationNo, tx);
    if (status === "expired") await deps.mailer.enqueue(tx, expiryMessage(row, deps.publicOrigin));
    return row;
  }

  return {
    async reserve({ body, shopper, site }) {
      await deps.verifyBot(body.recaptcha_response);
      const email = await emailOf(body, shopper);
      const { offer, unitMinor } = await lineOf(body, site);
      if (offer.is_customs || offer.is_digital)
        throw new AppError("SHP404", {
          field: "storeId",
          message: "This item cannot be reserved in a store.",
        });
      const row = await deps.events.transaction(async (tx) => {
        const store = await storeOf(body.storeId, site, tx);
        const at = now();
        await lockShopperReservations(tx, shopper.consumerNo);
        if ((await countActive(tx, shopper.consumerNo, at)) >= MAX_ACTIVE_RESERVATIONS)
          throw new AppError("RSV409", {
            field: "storeId",
            message: `You can hold at most ${MAX_ACTIVE_RESERVATIONS} reservations at once. Cancel one to make another.`,
          });
        const reservationNo = reservationNumberOf(
          site.siteId,
          await nextReservationNumber(tx, site.siteId),
        );
        try {
          await deps.inventory.reserve(
            reservationNo,
            [{ upc: body.upc, locationId: store.storeId, qty: body.qty }],
            tx,
          );
        } catch (error) {
          if (error instanceof AppError && error.errorId === "INV405")
            throw new AppError("INV405", {
              field: "qty",
              message: `${store.name} does not have ${body.qty === 1 ? "this size" : `${body.qty} of this size`} on its shelves.`,
              ...(error.outOfStock ? { outOfStock: error.outOfStock } : {}),
            });
          throw error;
        }
        const created = await insertReservation(
          tx,
          {
            reservation_no: reservationNo,
            site_id: site.siteId,
            locale: site.locale,
            consumer_no: shopper.consumerNo,
            store_id: store.storeId,
            product_id: body.productId,
            upc: body.upc,
            qty: body.qty,
            email,
            phone: body.phone ?? null,
            first_name: body.firstName,
            last_name: body.lastName,
            store: reservedStore(store),
            line: {
              name: offer.name,
              size: offer.size_label,
              color: offer.color_name,
              imageUrl: productImagePath(offer.color_variant_id),
              unitMinor,
              currency: site.currency,
            },
            hold_until: new Date(at.getTime() + RESERVATION_HOLD_MS),
          },
          at,
        );
        await deps.mailer.enqueue(tx, reservationMessage(created, deps.publicOrigin));
        return created;
      });
      return reservationAnswer(row);
    },

    async list(shopper) {
      return (await selectShopperReservations(deps.db, shopper.consumerNo)).map(reservationAnswer);
    },

    async cancel(reservationNo, shopper) {
      const notFound = () =>
        new AppError("OHS4004", {
          field: "reservationNumber",
          message: `Reservation ${reservationNo} was not found.`,
        });
      const found = await selectReservation(deps.db, reservationNo);
      // Another shopper's reservation is answered as one that does not exist.
      if (!found || found.consumer_no !== shopper.consumerNo) throw notFound();
      const row = await deps.events.transaction(async (tx) => {
        const settled = await settle(tx, reservationNo, "cancelled");
        return settled ?? (await selectReservation(tx, reservationNo));
      });
      if (!row) throw notFound();
      return reservationAnswer(row);
    },

    adoptGuestReservations: (guestNo, consumerNo) =>
      reassignReservations(deps.db, guestNo, consumerNo),

    async expireHolds() {
      const due = await selectExpiredNumbers(deps.db, now(), EXPIRY_BATCH);
      let expired = 0;
      for (const reservationNo of due) {
        const row = await deps.events.transaction((tx) => settle(tx, reservationNo, "expired"));
        if (row) expired += 1;
      }
      return expired;
    },
  };
}
