// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { cardToken, placeOrder, readyBag, skuWithStock } from "../../../test/checkout";

/**
 * 000 §7 deviceFingerPrint: the bag keeps the shopper's device fingerprint and the provider
 * gets it with the authorisation; a device trying a fourth different card within the hour is
 * card testing and is declined as fraud (PYT402).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const setDevice = (token: string, basketId: string, deviceFingerPrint: unknown) =>
  t.call({
    method: "POST",
    url: "/cart/v1/deviceFingerPrint?locale=en-us",
    token,
    payload: { basketId, deviceFingerPrint },
  });

describe("POST /cart/v1/deviceFingerPrint", () => {
  it("keeps it for the owner only, and refuses what is not a fingerprint", async () => {
    const { token, cart } = await readyBag(t, await skuWithStock(t));
    const kept = await setDevice(token, cart.basketId, "dev-abcdef0123456789");
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ success: true });
    for (const bad of ["short", "x".repeat(513), "has spaces in it", 12345678, null]) {
      const refused = await setDevice(token, cart.basketId, bad);
      expect(errorOf(refused)).toMatchObject({ errorId: "VAL400", field: "deviceFingerPrint" });
    }
    const stranger = await setDevice(await t.guestToken(), cart.basketId, "dev-strangers-device");
    expect(errorOf(stranger)?.errorId).toBe("BSK404");
  });

  it("declines as fraud a device's fourth different card within the hour; the same card again is fine", async () => {
    const device = `dev-${Date.now()}-cardtest`;
    const cards = ["4111111111111111", "5555555555554444", "4242424242424242", "6011111111111117"];
    const outcomes: string[] = [];
    for (const number of [...cards.slice(0, 3), cards[0] ?? "", cards[3] ?? ""]) {
      const { token, cart } = await readyBag(t, await skuWithStock(t));
      expect((await setDevice(token, cart.basketId, device)).statusCode).toBe(200);
      const placed = await placeOrder(t, token, cart, {
        cardToken: await cardToken(t, cart, number),
      });
      outcomes.push(placed.statusCode === 200 ? "placed" : (errorOf(placed)?.errorId ?? ""));
    }
    expect(outcomes).toEqual(["placed", "placed", "placed", "placed", "PYT402"]);
    // Another device is not held to this one's history.
    const { token, cart } = await readyBag(t, await skuWithStock(t));
    await setDevice(token, cart.basketId, `${device}-other`);
    const other = await placeOrder(t, token, cart, {
      cardToken: await cardToken(t, cart, "6011111111111117"),
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});
