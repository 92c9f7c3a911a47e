// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, errorOf } from "../../../test/test-app";
import { createRng } from "../../../../seed/seed-random";
import { add, findSku, newCart, type Sku } from "./cart-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const IN_STOCK = "i.quantity >= 20";

function update(token: string, cart: Cart, body: Record<string, unknown>, basketId?: string) {
  return t.call({
    method: "PUT",
    url: `/cart/v1/cart/${basketId ?? cart.basketId}/item`,
    token,
    payload: { cartId: cart.basketId, ...body },
  });
}

function remove(token: string | undefined, cart: Cart, body: Record<string, unknown>) {
  return t.call({
    method: "DELETE",
    url: "/cart/v1/item",
    ...(token ? { token } : {}),
    payload: { cartId: cart.basketId, ...body },
  });
}

/** A cart with one line of `sku`; answers the cart and that line. */
async function cartWith(sku: Sku, qty = 1) {
  const { token, cart } = await newCart(t);
  const added = await add(t, token, cart, sku, { qty });
  expect(added.statusCode).toBe(200);
  const after = added.json() as Cart;
  const line = after.items.find((item) => item.upc === sku.upc);
  if (!line) throw new Error("the line was not added");
  return { token, cart: after, line };
}

/** Another in-stock size of the same product and colour as `sku`. */
async function otherSize(sku: Sku): Promise<Sku> {
  return findSku(t, `${IN_STOCK} and k.color_variant_id = '${sku.color_variant_id}'`, [sku.upc]);
}

describe("PUT /cart/v1/cart/{basketId}/item", () => {
  it("changes a line's quantity and the server's totals follow", async () => {
    const sku = await findSku(t, IN_STOCK);
    const { token, cart, line } = await cartWith(sku);
    const response = await update(token, cart, {
      itemId: line.id,
      productId: sku.style_id,
      upc: sku.upc,
      qty: 3,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Cart;
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ id: line.id, qty: 3 });
    expect(after.items[0]?.price.rowTotal).toBe((sku.current_minor * 3) / 100);
    expect(after.totals.totalUnits).toBe(3);
  });

  it("changes a line's size in place: same id and place, the new size's stock and price", async () => {
    const sku = await findSku(t, IN_STOCK);
    const first = await findSku(t, IN_STOCK, [sku.upc]);
    const { token, cart: started } = await cartWith(first);
    const added = (await add(t, token, started, sku)).json() as Cart;
    const line = added.items.find((item) => item.upc === sku.upc);
    const bigger = await otherSize(sku);
    const response = await update(token, added, {
      itemId: line?.id,
      productId: sku.style_id,
      upc: bigger.upc,
      qty: 2,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Cart;
    expect(after.items.map((item) => item.upc)).toEqual([first.upc, bigger.upc]);
    expect(after.items[1]).toMatchObject({ id: line?.id, qty: 2 });
  });

  it("joins the line to another line already of the new size: one line, the units summed", async () => {
    const sku = await findSku(t, IN_STOCK);
    const bigger = await otherSize(sku);
    const { token, cart } = await cartWith(sku, 2);
    const both = (await add(t, token, cart, bigger, { qty: 3 })).json() as Cart;
    const line = both.items.find((item) => item.upc === sku.upc);
    const response = await update(token, both, {
      itemId: line?.id,
      productId: sku.style_id,
      upc: bigger.upc,
      qty: 2,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Cart;
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ id: line?.id, upc: bigger.upc, qty: 5 });
  });

  it("refuses what it cannot do with the catalogue's codes, and changes nothing", async () => {
    const sku = await findSku(t, IN_STOCK);
    const stranger = await findSku(t, `${IN_STOCK} and k.style_id <> '${sku.style_id}'`);
    const { token, cart, line } = await cartWith(sku, 2);
    const base = { itemId: line.id, productId: sku.style_id, upc: sku.upc, qty: 1 };
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ qty: sku.quantity + 1 }, 409, "INV405", "qty"],
      [{ qty: 0 }, 400, "VAL400", "qty"],
      [{ qty: 2.5 }, 400, "VAL400", "qty"],
      [{ qty: "3" }, 400, "VAL400", "qty"],
      [{ maxQty: 1, qty: 2 }, 409, "INV408", "qty"],
      [{ itemId: "not-a-line" }, 404, "ORD404", "itemId"],
      [{ itemId: "../../etc" }, 400, "VAL400", "itemId"],
      [{ upc: stranger.upc }, 404, "ORD404", "upc"],
      [{ price: 0.01 }, 400, "VAL400"],
      [{ cartId: "another-cart" }, 400, "VAL400", "cartId"],
    ];
    for (const [change, status, errorId, field] of cases) {
      const response = await update(token, cart, { ...base, ...change });
      expect({ change, status: response.statusCode, error: errorOf(response)?.errorId }).toEqual({
        change,
        status,
        error: errorId,
      });
      if (field) expect(errorOf(response)?.field).toBe(field);
    }
    const after = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((after.json() as Cart).items).toEqual(cart.items);
  });

  it("answers BSK404 for another shopper's cart and 401 without a token, changing nothing", async () => {
    const sku = await findSku(t, IN_STOCK);
    const { token, cart, line } = await cartWith(sku);
    const stranger = await t.guestToken();
    const body = { itemId: line.id, productId: sku.style_id, upc: sku.upc, qty: 4 };
    const other = await update(stranger, cart, body);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other)?.errorId).toBe("BSK404");
    const anonymous = await t.call({
      method: "PUT",
      url: `/cart/v1/cart/${cart.basketId}/item`,
      payload: { cartId: cart.basketId, ...body },
    });
    expect(anonymous.statusCode).toBe(401);
    const after = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((after.json() as Cart).items[0]?.qty).toBe(1);
  });
});

describe("DELETE /cart/v1/item", () => {
  it("removes the line and the totals follow", async () => {
    const sku = await findSku(t, IN_STOCK);
    const second = await findSku(t, IN_STOCK, [sku.upc]);
    const { token, cart, line } = await cartWith(sku, 2);
    await add(t, token, cart, second);
    const response = await remove(token, cart, { itemId: line.id, upc: sku.upc });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Cart;
    expect(after.items.map((item) => item.upc)).toEqual([second.upc]);
    expect(after.totals.totalUnits).toBe(1);
    expect(after.totals.itemTotal).toBe(second.current_minor / 100);
  });

  it("answers ORD404 for a line not in the cart or of another size, BSK404 to a stranger", async () => {
    const sku = await findSku(t, IN_STOCK);
    const { token, cart, line } = await cartWith(sku);
    const bigger = await otherSize(sku);
    for (const [body, who, status, errorId] of [
      [{ itemId: "no-such-line" }, token, 404, "ORD404"],
      [{ itemId: line.id, upc: bigger.upc }, token, 404, "ORD404"],
      [{ itemId: line.id, qty: 1 }, token, 400, "VAL400"],
      [{ itemId: line.id }, await t.guestToken(), 404, "BSK404"],
      [{ itemId: line.id }, undefined, 401, "AUT432"],
    ] as const) {
      const response = await remove(who, cart, body);
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)?.errorId).toBe(errorId);
    }
    const after = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((after.json() as Cart).items).toHaveLength(1);
  });

  it("removes a line once when two tabs remove it at once: one 200, the other ORD404", async () => {
    const sku = await findSku(t, IN_STOCK);
    const { token, cart, line } = await cartWith(sku);
    const answers = await Promise.all(
      [1, 2, 3].map(() => remove(token, cart, { itemId: line.id })),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 404, 404]);
  });
});

describe("a cart's lines under generated sequences of adds, changes and removes", () => {
  /** A seeded generator (the seed's), so a failing sequence can be run again: 0 … n − 1. */
  function generator(seed: number) {
    const rng = createRng(seed);
    return (n: number) => Math.floor(rng() * n);
  }

  it("ends where a model of the same steps ends, with the server's totals", async () => {
    const skus: Sku[] = [];
    for (let i = 0; i < 4; i += 1)
      skus.push(
        await findSku(
          t,
          "i.quantity >= 40",
          skus.map((sku) => sku.upc),
        ),
      );
    for (const seed of [7, 19, 23]) {
      const next = generator(seed);
      const { token, cart } = await newCart(t);
      // The model: upc → qty, in the order lines were made.
      const model = new Map<string, number>();
      let ids = new Map<string, string>();
      for (let step = 0; step < 18; step += 1) {
        const sku = skus[next(skus.length)] as Sku;
        const kind = model.size === 0 ? 0 : next(3);
        let response;
        if (kind === 0) {
          const qty = 1 + next(3);
          response = await add(t, token, cart, sku, { qty });
          model.set(sku.upc, (model.get(sku.upc) ?? 0) + qty);
        } else {
          const [upc] = [...model.keys()].slice(next(model.size), next(model.size) + 1);
          const target = upc ?? [...model.keys()][0];
          if (!target) continue;
          const owner = skus.find((candidate) => candidate.upc === target) as Sku;
          if (kind === 1) {
            const qty = 1 + next(5);
            response = await update(token, cart, {
              itemId: ids.get(target),
              productId: owner.style_id,
              upc: target,
              qty,
            });
            model.set(target, qty);
          } else {
            response = await remove(token, cart, { itemId: ids.get(target) });
            model.delete(target);
          }
        }
        expect(response.statusCode, `seed ${seed} step ${step}`).toBe(200);
        const now = response.json() as Cart;
        ids = new Map(now.items.map((item) => [item.upc, item.id]));
        expect(
          Object.fromEntries(now.items.map((item) => [item.upc, item.qty])),
          `seed ${seed} step ${step}`,
        ).toEqual(Object.fromEntries(model));
        const expectedMinor = [...model].reduce(
          (sum, [upc, qty]) =>
            sum + qty * (skus.find((candidate) => candidate.upc === upc)?.current_minor ?? 0),
          0,
        );
        expect(Math.round(now.totals.itemTotal * 100)).toBe(expectedMinor);
      }
    }
  });
});
