// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Favorites } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { favoritesFixture } from "./favorites-fixture.helpers";

let t: TestApp;
let f: Awaited<ReturnType<typeof favoritesFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  // Before the first request, so the site settings the app caches already say it.
  await t.db.query("update sites set allow_favorites = false where site_id = 'GB'");
  f = await favoritesFixture(t);
});
afterAll(async () => {
  await t?.close();
});

const style = () => f.style();
const guest = () => f.guest();
const add = (...args: Parameters<typeof f.add>) => f.add(...args);
const list = (...args: Parameters<typeof f.list>) => f.list(...args);

describe("GET /wishlists/v2/favorites", () => {
  it("refuses a caller without a token with AUT432", async () => {
    const response = await t.call({ method: "GET", url: "/wishlists/v2/favorites" });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });

  it("answers an empty list with no favoriteId to a guest who saved nothing", async () => {
    const { token } = await guest();
    expect(await list(token)).toEqual({
      favoriteId: null,
      total: 0,
      start: 0,
      count: 24,
      items: [],
    });
  });

  it.each([
    ["start=-1", "start"],
    ["count=0", "count"],
    ["count=101", "count"],
    ["count=ten", "count"],
    ["start=1.5", "start"],
  ])("rejects %s with VAL400 naming the parameter", async (query, field) => {
    const { token } = await guest();
    const response = await t.call({
      method: "GET",
      url: `/wishlists/v2/favorites?${query}`,
      token,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });

  it("pages newest first: start and count pick the items, total counts them all", async () => {
    const { token } = await guest();
    const ids = [style().style_id, style().style_id, style().style_id];
    for (const id of ids) expect((await add(token, id)).statusCode).toBe(201);
    const page = await list(token, "locale=en-us&start=1&count=1");
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.id)).toEqual([ids[1]]);
    expect((await list(token, "start=3&count=5")).items).toEqual([]);
  });

  it("gives an employee session an empty list even when it has one stored", async () => {
    const employee = await t.registeredToken({ consumerType: "EMPLOYEE" });
    const same = await t.registeredToken({ consumerNo: employee.consumerNo });
    expect((await add(same.token, style().style_id)).statusCode).toBe(201);
    const answer = await list(employee.token);
    expect(answer).toMatchObject({ favoriteId: null, total: 0, items: [] });
  });
});

describe("POST /wishlists/v2/favorites", () => {
  it("saves a style for a guest with what a tile shows, in the site's currency", async () => {
    const { token } = await guest();
    const { style_id, default_color } = style();
    const response = await add(token, style_id);
    expect(response.statusCode).toBe(201);
    const body = response.json() as Favorites & {
      item: Favorites["items"][number];
      created: boolean;
    };
    expect(body.created).toBe(true);
    expect(body.favoriteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.total).toBe(1);
    expect(body.item).toMatchObject({
      id: style_id,
      productId: style_id,
      colorVariantId: default_color,
      itemType: "product",
      qty: 1,
      image: { url: `/images/products/${default_color}.svg` },
      price: { currency: "USD" },
      available: true,
    });
    expect(body.item.name).not.toBe("");
    expect(body.item.url).toMatch(new RegExp(`^/en-us/p/.+-${style_id}$`));
    expect(body.item.price.lowCurrent).toBeGreaterThan(0);
    expect((await list(token)).items.map((item) => item.itemId)).toEqual([body.item.itemId]);
  });

  it("saves a colour variant as that colour, with its price and a link to it", async () => {
    const { token } = await t.registeredToken();
    const { style_id, other_color } = style();
    const response = await add(token, other_color, { qty: 2, itemType: "product" }, "en-ca");
    expect(response.statusCode).toBe(201);
    const { item } = response.json() as { item: Favorites["items"][number] };
    const [cad] = await t.db.query<{ current_minor: number }>(
      "select current_minor from prices where color_variant_id = $1 and currency = 'CAD'",
      [other_color],
    );
    expect(cad).toBeDefined();
    expect(item).toMatchObject({
      id: other_color,
      productId: style_id,
      colorVariantId: other_color,
      qty: 2,
      price: { currency: "CAD", lowCurrent: (cad?.current_minor ?? 0) / 100 },
    });
    expect(item.url).toMatch(new RegExp(`/en-ca/p/.+-${style_id}\\?color=${other_color}$`));
  });

  it("does not duplicate an item saved twice (200, created false)", async () => {
    const { token } = await guest();
    const { style_id } = style();
    const first = (await add(token, style_id)).json() as { item: { itemId: string } };
    const again = await add(token, style_id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      total: 1,
      item: { itemId: first.item.itemId },
    });
  });

  it("marks a product with no size in stock as not available", async () => {
    const { token } = await guest();
    const { other_color } = style();
    await t.db.query(
      "update inventory set quantity = 0 where location_id = 'online' and upc in (select upc from skus where color_variant_id = $1)",
      [other_color],
    );
    const response = await add(token, other_color);
    expect(response.json()).toMatchObject({ item: { id: other_color, available: false } });
  });

  it("answers PLP400 naming id for a product the catalogue does not have", async () => {
    const { token } = await guest();
    const response = await add(token, "ZZZZZZZZ");
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "PLP400", field: "id" });
    expect((await list(token)).total).toBe(0);
  });

  it.each([
    [{ id: "abc" }, "id"],
    [{}, "id"],
    [{ id: "ABCDEFGH", qty: 0 }, "qty"],
    [{ id: "ABCDEFGH", itemType: "gift" }, "itemType"],
    [{ id: "ABCDEFGH", favoriteId: "not/an/id" }, "favoriteId"],
    [{ id: "ABCDEFGH", colour: "red" }, "body"],
  ])("rejects the body %j with VAL400 naming %s", async (payload, field) => {
    const { token } = await guest();
    const response = await t.call({
      method: "POST",
      url: "/wishlists/v2/favorites",
      token,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
  });

  it("answers ATTR300 without a body and AUT432 without a token", async () => {
    const { token } = await guest();
    const empty = await t.call({ method: "POST", url: "/wishlists/v2/favorites", token });
    expect(errorOf(empty)?.errorId).toBe("ATTR300");
    const anonymous = await t.call({
      method: "POST",
      url: "/wishlists/v2/favorites",
      payload: { id: style().style_id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)?.errorId).toBe("AUT432");
  });

  it("answers 404 for another shopper's favoriteId and writes nothing there", async () => {
    const owner = await guest();
    const favoriteId = ((await add(owner.token, style().style_id)).json() as Favorites).favoriteId;
    const other = await t.registeredToken();
    const response = await add(other.token, style().style_id, { favoriteId });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "favoriteId" });
    expect((await list(owner.token)).total).toBe(1);
  });

  it("adds to the list named by the shopper's own favoriteId", async () => {
    const { token } = await t.registeredToken();
    const favoriteId = ((await add(token, style().style_id)).json() as Favorites).favoriteId;
    const response = await add(token, style().style_id, { favoriteId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ favoriteId, total: 2 });
  });

  it("refuses an employee session with AUT432", async () => {
    const { token } = await t.registeredToken({ consumerType: "EMPLOYEE" });
    const response = await add(token, style().style_id);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });
});

describe("DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}", () => {
  async function saved() {
    const shopper = await guest();
    const body = (await add(shopper.token, style().style_id)).json() as Favorites & {
      item: { itemId: string };
    };
    return { ...shopper, favoriteId: body.favoriteId ?? "", itemId: body.item.itemId };
  }
  const path = (favoriteId: string, itemId: string) =>
    `/wishlists/v2/favorites/${favoriteId}/items/${itemId}?locale=en-us`;

  it("removes the item and answers the list without it; a second delete is 404 naming itemId", async () => {
    const { token, favoriteId, itemId } = await saved();
    const response = await t.call({ method: "DELETE", url: path(favoriteId, itemId), token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ favoriteId, total: 0, items: [] });
    const again = await t.call({ method: "DELETE", url: path(favoriteId, itemId), token });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({ errorId: "API404", field: "itemId" });
  });

  it("answers 404 naming favoriteId for another shopper's list, which keeps its item", async () => {
    const owner = await saved();
    const other = await guest();
    const response = await t.call({
      method: "DELETE",
      url: path(owner.favoriteId, owner.itemId),
      token: other.token,
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "favoriteId" });
    expect((await list(owner.token)).total).toBe(1);
  });

  it("answers 404 for an item of another list under the shopper's own favoriteId", async () => {
    const owner = await saved();
    const mine = await saved();
    const response = await t.call({
      method: "DELETE",
      url: path(mine.favoriteId, owner.itemId),
      token: mine.token,
    });
    expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "itemId" });
  });

  it("answers AUT432 without a token and VAL400 for a malformed id", async () => {
    const { favoriteId, itemId, token } = await saved();
    const anonymous = await t.call({ method: "DELETE", url: path(favoriteId, itemId) });
    expect(errorOf(anonymous)?.errorId).toBe("AUT432");
    const bad = await t.call({ method: "DELETE", url: path(favoriteId, "x%2Ey"), token });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "itemId" });
  });
});

describe("GET /wishlists/v2/favorites/ids", () => {
  it("answers every saved id with its itemId, newest first, without catalogue data", async () => {
    const { token } = await guest();
    const first = style().style_id;
    const second = style().other_color;
    await add(token, first);
    const added = (await add(token, second)).json() as Favorites & { item: { itemId: string } };
    const response = await t.call({ method: "GET", url: "/wishlists/v2/favorites/ids", token });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { favoriteId: string; total: number; items: object[] };
    expect(body).toMatchObject({ favoriteId: added.favoriteId, total: 2 });
    expect(body.items[0]).toEqual({ id: second, itemId: added.item.itemId });
    expect(body.items[1]).toMatchObject({ id: first });
  });

  it("answers an empty list to an employee session and AUT432 without a token", async () => {
    const employee = await t.registeredToken({ consumerType: "EMPLOYEE" });
    const same = await t.registeredToken({ consumerNo: employee.consumerNo });
    await add(same.token, style().style_id);
    const response = await t.call({
      method: "GET",
      url: "/wishlists/v2/favorites/ids",
      token: employee.token,
    });
    expect(response.json()).toEqual({ favoriteId: null, total: 0, items: [] });
    const anonymous = await t.call({ method: "GET", url: "/wishlists/v2/favorites/ids" });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)?.errorId).toBe("AUT432");
  });

  it("answers API404 naming locale where favourites are off", async () => {
    const { token } = await guest();
    const response = await t.call({
      method: "GET",
      url: "/wishlists/v2/favorites/ids?locale=en-gb",
      token,
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "locale" });
  });
});
