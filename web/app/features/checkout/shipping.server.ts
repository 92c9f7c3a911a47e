import {
  ApiError,
  CREATE_ADDRESS,
  GET_CONSUMER,
  HOME_SHIPMENT_ID,
  LIST_ADDRESSES,
  LIST_PAYMENT_INSTRUMENTS,
  PUDO_METHOD_CODE,
  SET_BILLING_ADDRESS,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  type Address,
  type PaymentInstrument,
} from "@ridgeline/contract";
import { data, redirect } from "react-router";
import { shownError } from "../../lib/shop-errors";
import { isEmail, pointShipmentOf } from "./checkout-flow";
import {
  ADDRESS_FIELDS,
  addressFromForm,
  addressInput,
  addressValues,
  fieldProblem,
  formValues,
  homeShipmentOf,
  keepState,
  siteAddressRules,
  stepUrl,
  type CheckoutBag,
} from "./checkout.server";

/** A saved address as the bag takes it, with its e-mail. */
const savedAddressInput = (address: Address) => ({
  ...addressInput(address),
  email: address.email,
});

/** The shopper's main card that can pay (not expired), or null. */
export function mainCard(instruments: PaymentInstrument[]): PaymentInstrument | null {
  return (
    instruments.find(
      (item) => item.payment_method_id === "CREDIT_CARD" && item.card.main && !item.card.expired,
    ) ?? null
  );
}

/**
 * Express checkout (000 §4): a signed-in shopper with a main card and a main shipping address
 * goes straight to the summary. The bag takes the address (unless it has one), the billing
 * address (the main billing one, else the same), and the card is the tender. False when
 * anything is missing: the shopper fills the steps in as anyone else. A refusal of the saved
 * address that the table of decision 0083 shows on top (PAY401, SHP500) is its code, for the
 * step to say why express checkout did not happen.
 */
export async function expressCheckout(bag: CheckoutBag, locale: string): Promise<boolean | string> {
  const { session, cart } = bag;
  if (!session.signedIn) return false;
  const query = { locale };
  try {
    const [{ payment_instruments: instruments }, { addresses }] = await Promise.all([
      session.api.call(LIST_PAYMENT_INSTRUMENTS, { query }),
      session.api.call(LIST_ADDRESSES, { query }),
    ]);
    const card = mainCard(instruments);
    const shipping = addresses.find((address) => address.approachType === "S" && address.main);
    if (!card || !shipping) return false;
    const billing =
      addresses.find((address) => address.approachType === "B" && address.main) ?? shipping;
    const home = homeShipmentOf(cart);
    const params = { basketId: cart.basketId };
    if (home && !home.address) {
      await session.api.call(SET_SHIPPING_ADDRESS, {
        params,
        query: { ...query, context: "checkout" },
        body: [{ ...savedAddressInput(shipping), shippingId: HOME_SHIPMENT_ID }],
      });
    }
    if (!cart.billingAddress) {
      await session.api.call(SET_BILLING_ADDRESS, { params, query, body: addressInput(billing) });
    }
    keepState(bag, {
      ...bag.state,
      express: true,
      tender: {
        code: "CREDIT_CARD",
        paymentInstrumentId: card.payment_instrument_id,
        lastFour: card.card.lastFour,
        ...(card.card.cardType ? { brand: card.card.cardType.toUpperCase() } : {}),
      },
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return shownError("checkout", error).place === "top" ? error.errorId : false;
    throw error;
  }
}

/** What the shipping form starts from: the bag's address, else the main saved one. */
export async function shippingStart(bag: CheckoutBag, locale: string) {
  const { session, cart, state } = bag;
  const home = homeShipmentOf(cart);
  let values = addressValues(home?.address ?? null);
  if (!home?.address && session.signedIn) {
    const { addresses } = await session.api
      .call(LIST_ADDRESSES, { query: { locale } })
      .catch(() => ({ addresses: [] as Address[] }));
    const saved = addresses.find((address) => address.approachType === "S" && address.main);
    if (saved)
      values = {
        ...savedAddressInput(saved),
        addressLine2: saved.addressLine2 ?? "",
        province: saved.province ?? "",
      };
  }
  if (state.email) values = { ...values, email: state.email };
  return { values, rules: await siteAddressRules(session, locale) };
}

/**
 * The shipping step's form: a guest's e-mail, the home shipment's address and method. Refusals
 * come back at the field they name, with what was typed.
 */
export async function submitShipping(bag: CheckoutBag, locale: string, form: FormData) {
  const { session, cart, state } = bag;
  const values = formValues(form);
  const email = String(form.get("email") ?? "").trim();
  if (!session.signedIn && !isEmail(email)) {
    return data({ problem: { field: "email", errorId: "VAL400" }, values }, { status: 400 });
  }
  const home = homeShipmentOf(cart);
  try {
    if (home) {
      const rules = await siteAddressRules(session, locale);
      const address = addressFromForm(form, rules);
      // A collection point: the parcel goes to the point's address, for the shopper named
      // here to collect (the carrier texts the phone); no home address is asked or kept.
      const point = pointShipmentOf(cart)?.collectionPoint;
      if (point)
        Object.assign(address, {
          addressLine1: point.addressLine1,
          addressLine2: null,
          city: point.city,
          province: point.province,
          postalCode: point.postalCode,
        });
      await session.api.call(SET_SHIPPING_ADDRESS, {
        params: { basketId: cart.basketId },
        query: { locale, context: "checkout" },
        body: [{ ...address, ...(email ? { email } : {}), shippingId: HOME_SHIPMENT_ID }],
      });
      // The shopper's opt-in (decision 0083): the address goes to the account's book (the
      // first is main, so the next checkout is express). One already saved is no failure.
      if (!point && session.signedIn && form.get("saveAddress") === "on") {
        const profile = await session.api.call(GET_CONSUMER, { query: { locale } });
        await session.api
          .call(CREATE_ADDRESS, {
            query: { locale },
            body: {
              ...address,
              approachType: "S",
              main: false,
              email: profile.consumerDetails.email,
            },
          })
          .catch((error: unknown) => {
            if (!(error instanceof ApiError) || error.errorId !== "CCA400") throw error;
          });
      }
      const code = String(form.get("method") ?? "");
      if (code && code !== home.code && code !== PUDO_METHOD_CODE) {
        await session.api.call(SET_SHIPPING_METHOD, {
          query: { locale },
          body: { cartId: cart.basketId, code, shippingId: HOME_SHIPMENT_ID },
        });
      }
    }
  } catch (error) {
    const problem = fieldProblem(error);
    if (error instanceof ApiError && error.status < 500) {
      // A refusal of a field the form has is shown at it; one of a field it does not show (the
      // country, which is the site's) at the top, in the words of decision 0083's table.
      const shown = problem && ADDRESS_FIELDS.some((name) => name === problem.field);
      return data(
        { problem: shown ? problem : { field: "form", errorId: error.errorId }, values },
        { status: 400 },
      );
    }
    throw error;
  }
  keepState(bag, { ...state, ...(email ? { email } : {}) });
  return redirect(stepUrl(locale, "billing"));
}
