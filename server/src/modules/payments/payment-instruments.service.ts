import { randomUUID } from "node:crypto";
import type {
  BillingAddressInput,
  CartAddress,
  PaymentInstrument,
  SavePaymentInstrumentBody,
} from "@ridgeline/contract";
import { addressRulesFor } from "../utilities";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { registeredShopper, type RequestScope } from "../../platform/http/request-scope";
import type { BotVerifier } from "./bot-verifier.service";
import { isExpired } from "./card-sandbox.helpers";
import type { CardHolderDetails, PaymentSandbox } from "./payment-sandbox.service";
import {
  deleteInstrument,
  fingerprintSaved,
  insertInstrument,
  lockShopperInstruments,
  selectInstrument,
  selectInstruments,
  setMain,
  updateCardDetails,
  type InstrumentRow,
} from "./payment-instruments.tables";

type InstrumentList = { payment_instruments: PaymentInstrument[] };

export interface CardChanges {
  main?: true | undefined;
  expirationMonth?: number | undefined;
  expirationYear?: number | undefined;
  holder?: string | undefined;
}

export interface PaymentInstrumentsService {
  list(scope: RequestScope, paymentMethodId: string | null): Promise<InstrumentList>;
  save(scope: RequestScope, body: SavePaymentInstrumentBody): Promise<PaymentInstrument>;
  update(scope: RequestScope, id: string, changes: CardChanges): Promise<InstrumentList>;
  remove(scope: RequestScope, id: string): Promise<InstrumentList>;
  /** The sandbox token of a shopper's saved card, for a checkout to charge (PYT404). */
  cardToken(consumerNo: string, id: string): Promise<string>;
  /** The shopper's main credit card, if any (express checkout needs one). */
  mainCard(consumerNo: string): Promise<PaymentInstrument | null>;
}

function notFound(): AppError {
  // Another shopper's instrument answers exactly like a missing one.
  return new AppError("PYT404", { field: "paymentInstrumentId" });
}

function toView(row: InstrumentRow, now: Date): PaymentInstrument {
  const month = row.expiration_month;
  const year = row.expiration_year;
  return {
    payment_instrument_id: row.payment_instrument_id,
    payment_method_id: row.payment_method_id,
    card: {
      paymentInstrumentId: row.payment_instrument_id,
      main: row.is_main,
      maskedNumber: row.masked_number,
      lastFour: row.last_four,
      cardType: row.brand,
      expirationMonth: month,
      expirationYear: year,
      holder: row.holder,
      expired: month !== null && year !== null && isExpired(month, year, now),
    },
    address: row.billing_address,
  };
}

/**
 * A card's billing address as stored: its country must be one whose address rules the store
 * knows (VAL400 naming `address.country` otherwise), the text trimmed, the country's code kept.
 */
function billingAddressOf(input: BillingAddressInput | undefined): CartAddress | null {
  if (!input) return null;
  const text = (value: string | null | undefined) => (value ?? "").trim().replace(/\s+/g, " ");
  const countryCode = text(input.countryCode ?? input.country).toUpperCase();
  if (!addressRulesFor(countryCode))
    throw new AppError("VAL400", {
      field: "address.country",
      message: "address.country: we do not know this country's addresses.",
    });
  return {
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    addressLine1: text(input.addressLine1),
    addressLine2: text(input.addressLine2) || null,
    city: text(input.city),
    province: text(input.province) || null,
    postalCode: text(input.postalCode).toUpperCase(),
    country: countryCode,
    countryCode,
    phone: text(input.phone),
    phoneCode: text(input.phoneCode),
    email: text(input.email) || null,
  };
}

function duplicate(paymentMethodId: string): AppError {
  return new AppError("PYT300", {
    field: "card.number",
    message:
      paymentMethodId === "GIFT_CARD"
        ? "This gift card already exists in your account."
        : "This card is already saved.",
  });
}

export function createPaymentInstrumentsService(deps: {
  db: Db;
  sandbox: PaymentSandbox;
  botVerifier: BotVerifier;
  now?: () => Date;
}): PaymentInstrumentsService {
  const { db, sandbox } = deps;
  const { botVerifier } = deps;
  const now = deps.now ?? (() => new Date());

  const listOf = async (consumerNo: string, method: string | null): Promise<InstrumentList> => {
    const rows = await selectInstruments(db, consumerNo, method);
    const at = now();
    return { payment_instruments: rows.map((row) => toView(row, at)) };
  };

  return {
    list(scope, paymentMethodId) {
      return listOf(registeredShopper(scope).consumerNo, paymentMethodId);
    },

    async save(scope, body) {
      const { consumerNo } = registeredShopper(scope);
      const fromFrame = "token" in body.card;
      // A typed card is checked by the bot defence; a card frame's token was checked there.
      if (!fromFrame)
        await botVerifier.verify(body.recaptcha_response ?? "", { action: "saveCard", scope });
      const id = randomUUID();
      // Checked before the card goes to the vault, so a refused address leaves no token behind.
      const billing =
        body.payment_method_id === "CREDIT_CARD" ? billingAddressOf(body.address) : null;
      // The sandbox is an outside service: it is called before, never inside, our transaction.
      const row =
        body.payment_method_id === "CREDIT_CARD"
          ? await (
              "token" in body.card
                ? sandbox.copyToken(body.card.token)
                : sandbox.tokeniseCard(body.card)
            ).then((card) => ({
              payment_instrument_id: id,
              consumer_no: consumerNo,
              payment_method_id: "CREDIT_CARD" as const,
              fingerprint: card.fingerprint,
              token: card.token,
              brand: card.brand,
              last_four: card.lastFour,
              masked_number: card.maskedNumber,
              expiration_month: card.expirationMonth,
              expiration_year: card.expirationYear,
              holder: card.holder,
              billing_address: billing,
            }))
          : await sandbox.fingerprintGiftCard(body.card).then((card) => ({
              payment_instrument_id: id,
              consumer_no: consumerNo,
              payment_method_id: "GIFT_CARD" as const,
              fingerprint: card.fingerprint,
              token: null,
              brand: null,
              last_four: card.lastFour,
              masked_number: card.maskedNumber,
              expiration_month: null,
              expiration_year: null,
              holder: null,
              billing_address: null,
            }));
      const saved = await db.transaction(async (tx) => {
        await lockShopperInstruments(tx, consumerNo);
        if (await fingerprintSaved(tx, consumerNo, row.payment_method_id, row.fingerprint)) {
          return null;
        }
        await insertInstrument(tx, row);
        return selectInstrument(tx, consumerNo, id);
      });
      if (!saved) {
        if (row.token) await sandbox.forgetToken(row.token);
        throw duplicate(row.payment_method_id);
      }
      return toView(saved, now());
    },

    async update(scope, id, changes) {
      const { consumerNo } = registeredShopper(scope);
      const current = await selectInstrument(db, consumerNo, id);
      if (!current) throw notFound();
      const cardChange =
        changes.expirationMonth !== undefined ||
        changes.expirationYear !== undefined ||
        changes.holder !== undefined;
      let details: CardHolderDetails | null = null;
      if (cardChange) {
        if (
          !current.token ||
          current.expiration_month === null ||
          current.expiration_year === null
        ) {
          const field = changes.holder !== undefined ? "card.holder" : "card.expirationMonth";
          throw new AppError("VAL400", {
            field,
            message: `${field}: A gift card has no expiry or holder to change.`,
          });
        }
        // The provider learns the new details first; it checks them (FE309, VAL400).
        details = await sandbox.updateCard(current.token, {
          expirationMonth: changes.expirationMonth ?? current.expiration_month,
          expirationYear: changes.expirationYear ?? current.expiration_year,
          holder: changes.holder ?? current.holder ?? "",
        });
      }
      const found = await db.transaction(async (tx) => {
        await lockShopperInstruments(tx, consumerNo);
        const row = await selectInstrument(tx, consumerNo, id);
        if (!row) return false;
        if (details) await updateCardDetails(tx, id, details);
        if (changes.main) await setMain(tx, row);
        return true;
      });
      if (!found) throw notFound();
      return listOf(consumerNo, null);
    },

    async remove(scope, id) {
      const { consumerNo } = registeredShopper(scope);
      const removed = await db.transaction(async (tx) => {
        await lockShopperInstruments(tx, consumerNo);
        return deleteInstrument(tx, consumerNo, id);
      });
      if (!removed) throw notFound();
      if (removed.token) await sandbox.forgetToken(removed.token);
      return listOf(consumerNo, null);
    },

    async mainCard(consumerNo) {
      const [first] = (await listOf(consumerNo, "CREDIT_CARD")).payment_instruments;
      return first?.card.main ? first : null;
    },

    async cardToken(consumerNo, id) {
      const row = await selectInstrument(db, consumerNo, id);
      if (!row?.token) throw notFound();
      return row.token;
    },
  };
}
