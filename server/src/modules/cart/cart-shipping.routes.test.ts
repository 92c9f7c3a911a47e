// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { add, findSku, newCart, type Sku } from "./cart-test.helpers";
import {
  cheapSku as cheapSku_,
  getCart as getCart_,
  minor,
  setAddress as setAddress_,
  setStoreUnits as setStoreUnits_,
  STORES,
  US_ADDRESS,
} from "./cart-delivery-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { SF, BEND, PARK_CITY, VANCOUVER } = STORES;
const ADDRESS = US_ADDRESS;
const setAddress = (token: string, cart: Cart, address: Record<string, unknown>) =>
  setAddress_(t, token, cart, address);
const setStoreUnits = (upc: string, storeId: string, quantity: number) =>
  setStoreUnits_(t, upc, storeId, quantity);
const getCart = (token: string, cart: Cart, query = "") => getCart_(t, token, cart, query);
const cheapSku = (skip: string[] = []) => cheapSku_(t, skip);

describe("shipping methods", () => {
  it("sends a bag home by the cheapest method until the shopper chooses, methods in the §4 order", async () => {
    const sku = await cheapSku();
    const { token, cart } = await newCart(t);
    const added = (await add(t, token, cart, sku)).json() as Cart;
    const home = added.shippingMethods.find((shipment) => shipment.shippingId === "me");
    expect(home).toMatchObject({ kind: "home", code: "STANDARD", address: null });
    const codes = home?.applicableShippingMethods.map((method) => method.code);
    // A collection point (PUDO) is offered too; it is never the default: it needs a point.
    expect(codes).toEqual(["EXPRESS", "PUDO", "STANDARD"]);
    expect(added.totals.shipping).toBe(home?.price);
    expect(minor(added.totals.total)).toBe(sku.current_minor + minor(home?.price));
    expect(added.items[0]?.shippingOptions[0]).toMatchObject({
      selected: true,
      shippingMethod: { code: "STANDARD" },
      storeInfo: null,
    });
  });

  it("charges the method the shopper chooses, and refuses one the shipment cannot take (SHP404)", async () => {
    const sku = await cheapSku();
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku);
    const choose = (code: string, shippingId = "me") =>
      t.call({
        method: "POST",
        url: "/cart/v1/shippingMethod?locale=en-us",
        token,
        payload: { cartId: cart.basketId, code, shippingId },
      });
    const express = await choose("EXPRESS");
    expect(express.statusCode).toBe(200);
    const answer = express.json() as Cart;
    const home = answer.shippingMethods.find((shipment) => shipment.shippingId === "me");
    expect(home?.code).toBe("EXPRESS");
    expect(answer.totals.shipping).toBe(home?.price);

    for (const [code, shippingId, field] of [
      ["SAME_DAY_1820", "me", "code"], // no address in a same-day area yet
      ["DIGITAL", "me", "code"],
      ["STANDARD", "pickup-0107", "shippingId"],
    ] as const) {
      const refused = await choose(code, shippingId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ errorDetails: [{ errorId: "SHP404", field }] });
    }

    const listed = await t.call({
      method: "GET",
      url: `/cart/v1/cart/${cart.basketId}/shippingMethod/me?locale=en-us`,
      token,
    });
    expect(listed.json()).toMatchObject({ shippingId: "me", code: "EXPRESS" });
  });
});

describe("the shipping address", () => {
  it("refuses what cannot be shipped to with the catalogue's codes, and says every reason when asked", async () => {
    const sku = await cheapSku();
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku);
    for (const [change, errorId, field] of [
      [{ addressLine1: "PO Box 123" }, "SHP500", "addressLine1"],
      [{ addressLine2: "P.O. Box 77" }, "SHP500", "addressLine2"],
      [{ phone: "" }, "SHP410", "phone"],
      [{ country: "CA", province: "ON", postalCode: "M5V 2A2" }, "PAY401", "country"],
      [{ postalCode: "ABCDE" }, "CHK320", "postalCode"],
      [{ province: "ZZ" }, "CHK320", "province"],
    ] as const) {
      const refused = await setAddress(token, cart, { ...ADDRESS, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json()).toMatchObject({ errorDetails: [{ errorId, field }] });
    }
    const checked = await t.call({
      method: "POST",
      url: `/cart/v1/cart/${cart.basketId}/shippingAddress/validation?locale=en-us`,
      token,
      payload: { ...ADDRESS, addressLine1: "PO Box 9", phone: "", postalCode: "1" },
    });
    expect(checked.statusCode).toBe(200);
    const { valid, errors } = checked.json() as { valid: boolean; errors: { errorId: string }[] };
    expect(valid).toBe(false);
    expect(errors.map((error) => error.errorId).sort()).toEqual(["CHK320", "SHP410", "SHP500"]);
    expect((await getCart(token, cart)).shippingMethods[0]?.address).toBeNull();
  });

  it("keeps a good address in its stored form and taxes the bag by its state", async () => {
    const sku = await cheapSku();
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku, { qty: 2 });
    const set = await setAddress(token, cart, { ...ADDRESS, province: "California" });
    expect(set.statusCode).toBe(200);
    const answer = set.json() as Cart;
    expect(answer.shippingMethods[0]?.address).toMatchObject({
      province: "CA",
      countryCode: "US",
      phone: "+14155550174",
    });
    // California: 7.25% on the goods (clothing is taxed there); shipping is not taxed in CA.
    const goods = sku.current_minor * 2;
    const tax = Math.floor((goods * 725 * 2 + 10_000) / 20_000);
    expect(answer.totals).toMatchObject({ taxIncluded: false, tax: tax / 100 });
    expect(answer.totals.taxes).toEqual([
      expect.objectContaining({ rate: 7.25, amount: tax / 100, taxable: goods / 100 }),
    ]);
    expect(minor(answer.totals.total)).toBe(goods + minor(answer.totals.shipping) + tax);

    const removed = await t.call({
      method: "DELETE",
      url: `/cart/v2/cart/${cart.basketId}/shippingAddress?locale=en-us`,
      token,
    });
    expect((removed.json() as Cart).totals.tax).toBeNull();
  });

  it("itemises Canadian GST and QST apart on a Québec address", async () => {
    const sku = await findSku(t, "i.quantity >= 20", [], "CAD");
    const token = await t.guestToken();
    const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=fr-ca", token });
    const cart = created.json() as Cart;
    await add(t, token, cart, sku);
    const set = await t.call({
      method: "POST",
      url: `/cart/v2/cart/${cart.basketId}/shippingAddress?locale=fr-ca`,
      token,
      payload: [
        {
          ...ADDRESS,
          addressLine1: "1455 rue Peel",
          city: "Montréal",
          province: "Québec",
          postalCode: "H3G 1P1",
          country: "CA",
          phone: "514 555 0101",
        },
      ],
    });
    expect(set.statusCode).toBe(200);
    const answer = set.json() as Cart;
    expect(answer.totals.taxes.map((tax) => [tax.name, tax.rate])).toEqual([
      ["GST", 5],
      ["QST", 9.975],
    ]);
    const sum = answer.totals.taxes.reduce((total, tax) => total + minor(tax.amount), 0);
    expect(minor(answer.totals.tax)).toBe(sum);
  });
});

describe("pickup in store and ship to store", () => {
  async function storeSku(skip: string[] = []): Promise<Sku> {
    const sku = await cheapSku(skip);
    await setStoreUnits(sku.upc, SF, 3);
    await setStoreUnits(sku.upc, BEND, 3);
    return sku;
  }

  const move = (
    token: string,
    cart: Cart,
    item: Cart["items"][number],
    action: string,
    storeId?: string,
  ) =>
    t.call({
      method: "PUT",
      url: `/cart/v1/cart/${cart.basketId}/item?locale=en-us&action=${action}`,
      token,
      payload: {
        cartId: cart.basketId,
        itemId: item.id,
        productId: item.productId,
        upc: item.upc,
        qty: item.qty,
        ...(storeId ? { storeId } : {}),
      },
    });

  it("moves a line to pickup at a store with the units: its own free shipment, taxed at the store", async () => {
    const sku = await storeSku();
    const { token, cart } = await newCart(t);
    const added = (await add(t, token, cart, sku, { qty: 2 })).json() as Cart;
    const line = added.items[0] as Cart["items"][number];
    const moved = await move(token, cart, line, "pickup", SF);
    expect(moved.statusCode).toBe(200);
    const answer = moved.json() as Cart;
    expect(answer.items[0]?.delivery).toEqual({ kind: "pickup", storeId: SF });
    expect(answer.shippingMethods.map((shipment) => [shipment.shippingId, shipment.code])).toEqual([
      [`pickup-${SF}`, "PICKUP"],
    ]);
    expect(answer.totals.shipping).toBe(0);
    const options = answer.items[0]?.shippingOptions ?? [];
    expect(options.find((option) => option.selected)).toMatchObject({
      shippingMethod: { code: "PICKUP" },
      storeInfo: { id: SF, storeInventory: 3 },
    });
    // San Francisco, California: 7.25% without any address from the shopper.
    const goods = sku.current_minor * 2;
    expect(minor(answer.totals.tax)).toBe(Math.floor((goods * 725 * 2 + 10_000) / 20_000));

    const home = (await move(token, cart, line, "home")).json() as Cart;
    expect(home.items[0]?.delivery).toEqual({ kind: "home", storeId: null });
  });

  it("refuses a store that does not do it, one that does not exist, and more units than its shelves hold", async () => {
    const sku = await storeSku();
    const { token, cart } = await newCart(t);
    const added = (await add(t, token, cart, sku, { qty: 2 })).json() as Cart;
    const line = added.items[0] as Cart["items"][number];
    await setStoreUnits(sku.upc, PARK_CITY, 5);
    await setStoreUnits(sku.upc, VANCOUVER, 5);
    for (const [action, storeId, status, errorId] of [
      ["pickup", PARK_CITY, 404, "SHP404"],
      ["sts", BEND, 404, "SHP404"],
      ["pickup", VANCOUVER, 404, "SHP404"], // across the border: another site's store
      ["pickup", "9999", 404, "STR404"],
    ] as const) {
      const refused = await move(token, cart, line, action, storeId);
      expect(refused.statusCode, `${action} ${storeId}`).toBe(status);
      expect(refused.json()).toMatchObject({ errorDetails: [{ errorId, field: "storeId" }] });
    }
    await setStoreUnits(sku.upc, SF, 1);
    const tooMany = await move(token, cart, line, "pickup", SF);
    expect(tooMany.json()).toMatchObject({ errorDetails: [{ errorId: "INV405", field: "qty" }] });
    const noStore = await move(token, cart, line, "pickup");
    expect(noStore.json()).toMatchObject({
      errorDetails: [{ errorId: "VAL400", field: "storeId" }],
    });
  });

  it("adds straight to pickup with the add's storeId", async () => {
    const sku = await storeSku();
    const { token, cart } = await newCart(t);
    const added = await add(t, token, cart, sku, { storeId: SF });
    expect(added.statusCode).toBe(200);
    expect((added.json() as Cart).items[0]?.delivery).toEqual({ kind: "pickup", storeId: SF });
  });

  it("moves a pickup line whose store lost the units to ship to store (ORD518), or home where the store takes none (ORD517)", async () => {
    for (const [storeId, type, code, kind] of [
      [SF, "PickupToSts", "ORD518", "sts"],
      [BEND, "PickupToSth", "ORD517", "home"],
    ] as const) {
      const sku = await storeSku();
      const { token, cart } = await newCart(t);
      await add(t, token, cart, sku, { storeId });
      await setStoreUnits(sku.upc, storeId, 0);
      const read = await getCart(token, cart);
      expect(read.items[0]?.delivery.kind).toBe(kind);
      expect(read.items[0]?.deliveryMethodChanged).toEqual({ type, code });
      expect(read.items[0]?.customerNotifications[0]?.type).toBe(type);
      expect(read.notifications.map((note) => note.type)).toContain("OrderUpdated");
      // The next write keeps the line where it went.
      const other = await cheapSku([sku.upc]);
      const written = (await add(t, token, cart, other)).json() as Cart;
      const kept = written.items.find((item) => item.upc === sku.upc);
      expect(kept?.delivery.kind).toBe(kind);
    }
  });

  it("moves a home line online stock no longer covers to the favourite store's shelves (ORD516)", async () => {
    const sku = await storeSku();
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku, { qty: 2 });
    await t.db.query(
      "update inventory set quantity = 0 where upc = $1 and location_id = 'online'",
      [sku.upc],
    );
    try {
      const read = await getCart(token, cart, `&favStoreId=${SF}`);
      expect(read.items[0]?.delivery).toEqual({ kind: "pickup", storeId: SF });
      expect(read.items[0]?.deliveryMethodChanged).toEqual({ type: "STHToPickup", code: "ORD516" });
    } finally {
      await t.db.query(
        "update inventory set quantity = $2 where upc = $1 and location_id = 'online'",
        [sku.upc, sku.quantity],
      );
    }
  });
});
