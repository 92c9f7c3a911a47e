// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../app";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { placedOrder } from "../../../test/orders";
import { nothingPurged, type HousekeepingService } from "./housekeeping.service";

let t: TestApp;
let housekeeping: HousekeepingService;
const NOW = new Date();
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3600 * 1000).toISOString();
const daysAgo = (days: number) => hoursAgo(days * 24);
const zip = <A, B>(left: readonly A[], right: readonly B[]): [A, B][] =>
  left.map((item, index) => [item, right[index] as B]);

beforeAll(async () => {
  t = await createTestApp();
  housekeeping = createServices(t.config, t.db).housekeeping;
});
afterAll(async () => {
  await t?.close();
});

async function styleIds(count: number): Promise<string[]> {
  const rows = await t.db.query<{ style_id: string }>(
    "select style_id from styles order by style_id limit $1",
    [count],
  );
  return rows.map((row) => row.style_id);
}

/** A guest with a real token, a cart holding one line, one favourite and one product view. */
async function guestWithCart(): Promise<{ token: string; consumerNo: string; basketId: string }> {
  const token = await t.guestToken();
  const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token });
  const basketId = (created.json() as { basketId: string }).basketId;
  const [owner] = await t.db.query<{ consumer_no: string }>(
    "select consumer_no from carts where basket_id = $1",
    [basketId],
  );
  const consumerNo = owner?.consumer_no ?? "";
  const [sku] = await t.db.query<{ upc: string; color_variant_id: string }>(
    "select upc, color_variant_id from skus order by upc limit 1",
  );
  await t.db.query(
    `insert into cart_items (item_id, basket_id, upc, product_id, qty, max_qty, position)
     values ($1, $2, $3, $4, 1, 5, 0)`,
    [`line-${basketId}`, basketId, sku?.upc, sku?.color_variant_id],
  );
  const [style] = await styleIds(1);
  await t.db.query("insert into product_views (consumer_no, style_id) values ($1, $2)", [
    consumerNo,
    style,
  ]);
  const saved = await t.call({
    method: "POST",
    url: "/wishlists/v2/favorites?locale=en-us",
    token,
    payload: { id: style },
  });
  expect(saved.statusCode).toBe(201);
  return { token, consumerNo, basketId };
}

const expireSessionsOf = (consumerNo: string, at: string) =>
  t.db.query("update shopper_sessions set expires_at = $2 where consumer_no = $1", [
    consumerNo,
    at,
  ]);
const count = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n;

describe("housekeeping purge", () => {
  it("deletes guests expired over a day ago with their carts and views, and keeps everyone else", async () => {
    const gone = await guestWithCart();
    const goneToo = await guestWithCart();
    const recent = await guestWithCart();
    const alive = await guestWithCart();
    const ordered = await guestWithCart();
    const registered = await guestWithCart();
    await expireSessionsOf(gone.consumerNo, daysAgo(3));
    await expireSessionsOf(goneToo.consumerNo, hoursAgo(25));
    await expireSessionsOf(recent.consumerNo, hoursAgo(23));
    await expireSessionsOf(ordered.consumerNo, daysAgo(3));
    await t.db.query("update carts set status = 'ordered' where basket_id = $1", [
      ordered.basketId,
    ]);
    // A registered shopper whose access token expired long ago keeps the cart; only the spent
    // token goes.
    await t.db.query(
      "update shopper_sessions set consumer_type = 'REGISTERED', expires_at = $2 where consumer_no = $1",
      [registered.consumerNo, daysAgo(30)],
    );

    // Batches of one prove the job walks batch after batch until nothing is left.
    const result = await housekeeping.purge(NOW, { batchSize: 1 });

    expect(result.guestSessions).toBeGreaterThanOrEqual(3);
    for (const who of [gone, goneToo, ordered]) {
      expect(await count("shopper_sessions where consumer_no = $1", [who.consumerNo])).toBe(0);
      expect(await count("product_views where consumer_no = $1", [who.consumerNo])).toBe(0);
      expect(await count("favorite_lists where consumer_no = $1", [who.consumerNo])).toBe(0);
    }
    for (const who of [gone, goneToo]) {
      expect(await count("carts where basket_id = $1", [who.basketId])).toBe(0);
      expect(await count("cart_items where basket_id = $1", [who.basketId])).toBe(0);
    }
    // A cart that became an order stays, even when its guest is gone.
    expect(await count("carts where basket_id = $1", [ordered.basketId])).toBe(1);
    expect(result.guestFavorites).toBeGreaterThanOrEqual(3);
    expect(await count("shopper_sessions where consumer_no = $1", [registered.consumerNo])).toBe(0);
    for (const who of [recent, alive, registered]) {
      if (who !== registered) {
        expect(await count("shopper_sessions where consumer_no = $1", [who.consumerNo])).toBe(1);
      }
      expect(await count("favorite_lists where consumer_no = $1", [who.consumerNo])).toBe(1);
      expect(await count("carts where basket_id = $1", [who.basketId])).toBe(1);
      expect(await count("cart_items where basket_id = $1", [who.basketId])).toBe(1);
      expect(await count("product_views where consumer_no = $1", [who.consumerNo])).toBe(1);
    }
    // The shopper still holding a live token still has their bag.
    const bag = await t.call({
      method: "GET",
      url: `/cart/v1/cart/${alive.basketId}?locale=en-us`,
      token: alive.token,
    });
    expect(bag.statusCode).toBe(200);
    // The purged guest's bag is gone for good.
    const stale = await t.call({
      method: "GET",
      url: `/cart/v1/cart/${gone.basketId}?locale=en-us`,
      token: gone.token,
    });
    expect(stale.statusCode).toBe(404);
    expect(errorOf(stale)?.errorId).toBe("BSK404");
  });

  it("keeps each shopper's newest 50 views and drops views older than 90 days", async () => {
    const styles = await styleIds(60);
    const many = "GHOUSEKEEPMANY01";
    const old = "GHOUSEKEEPOLD001";
    // 60 views one minute apart: the newest is styles[0].
    await t.db.query(
      `insert into product_views (consumer_no, style_id, viewed_at)
       select $1, style_id, $3::timestamptz - (position * interval '1 minute')
         from unnest($2::text[]) with ordinality as v(style_id, position)`,
      [many, styles, NOW.toISOString()],
    );
    await t.db.query(
      `insert into product_views (consumer_no, style_id, viewed_at) values
       ($1, $2, $4), ($1, $3, $5)`,
      [old, styles[0], styles[1], daysAgo(91), daysAgo(89)],
    );

    const result = await housekeeping.purge(NOW, { batchSize: 4 });

    expect(result.views).toBeGreaterThanOrEqual(11);
    const kept = await t.db.query<{ style_id: string }>(
      "select style_id from product_views where consumer_no = $1 order by viewed_at desc",
      [many],
    );
    expect(kept.map((row) => row.style_id)).toEqual(styles.slice(0, 50));
    const oldKept = await t.db.query<{ style_id: string }>(
      "select style_id from product_views where consumer_no = $1",
      [old],
    );
    expect(oldKept.map((row) => row.style_id)).toEqual([styles[1]]);
  });

  it("deletes credentials expired over a day ago and keeps the ones still in their grace day", async () => {
    const consumerNo = "CHOUSEKEEPCRED01";
    const rows = (prefix: string) => [`${prefix}-old`, `${prefix}-recent`];
    const [oldAt, recentAt] = [daysAgo(2), hoursAgo(1)];
    for (const [hash, at] of zip(rows("session"), [oldAt, recentAt])) {
      await t.db.query(
        `insert into shopper_sessions (token_hash, consumer_no, consumer_type, expires_at)
         values ($1, $2, 'REGISTERED', $3)`,
        [hash, consumerNo, at],
      );
    }
    for (const [hash, at] of zip(rows("refresh"), [oldAt, recentAt])) {
      await t.db.query(
        `insert into refresh_tokens (token_hash, family_id, consumer_no, expires_at)
         values ($1, 'family-housekeeping', $2, $3)`,
        [hash, consumerNo, at],
      );
    }
    for (const [hash, at] of zip(rows("code"), [oldAt, recentAt])) {
      await t.db.query(
        `insert into auth_codes (code_hash, consumer_no, code_challenge, expires_at)
         values ($1, $2, 'challenge', $3)`,
        [hash, consumerNo, at],
      );
    }
    for (const [hash, at] of zip(rows("reset"), [oldAt, recentAt])) {
      await t.db.query(
        "insert into password_resets (token_hash, consumer_no, expires_at) values ($1, $2, $3)",
        [hash, consumerNo, at],
      );
    }
    for (const [hash, at] of zip(rows("instore"), [oldAt, recentAt])) {
      await t.db.query(
        `insert into in_store_sessions (session_hash, store_id, store_name, store_employee_id,
           store_employee_name, expires_at) values ($1, '0101', 'Boulder', 'E1', 'Quinn R.', $2)`,
        [hash, at],
      );
    }
    for (const [nonce, at] of zip(rows("nonce"), [oldAt, recentAt])) {
      await t.db.query("insert into bot_challenges_used (nonce, expires_at) values ($1, $2)", [
        nonce,
        at,
      ]);
    }

    const result = await housekeeping.purge(NOW, { batchSize: 1 });

    expect(result.spentCredentials).toBeGreaterThanOrEqual(6);
    const left = await t.db.query<{ key: string }>(
      `select token_hash as key from shopper_sessions where consumer_no = $1
       union all select token_hash from refresh_tokens where consumer_no = $1
       union all select code_hash from auth_codes where consumer_no = $1
       union all select token_hash from password_resets where consumer_no = $1
       union all select nonce from bot_challenges_used where nonce like 'nonce-%'
       union all select session_hash from in_store_sessions where session_hash like 'instore-%'
       order by 1`,
      [consumerNo],
    );
    expect(left.map((row) => row.key)).toEqual([
      "code-recent",
      "instore-recent",
      "nonce-recent",
      "refresh-recent",
      "reset-recent",
      "session-recent",
    ]);
  });

  it("deletes mailed order links past their expiry and keeps the live ones", async () => {
    const { orderNo } = await placedOrder(t);
    for (const [hash, expires] of [
      ["link-expired-long-ago", daysAgo(3)],
      ["link-expired-just-now", hoursAgo(0.01)],
      ["link-live", hoursAgo(-20)],
    ])
      await t.db.query(
        `insert into order_access_keys (key_hash, order_no, purpose, expires_at)
         values ($1, $2, 'requested', $3)`,
        [hash, orderNo, expires],
      );
    const result = await housekeeping.purge(NOW);
    expect(result.orderLinks).toBe(2);
    const left = await t.db.query<{ key_hash: string }>(
      "select key_hash from order_access_keys where order_no = $1",
      [orderNo],
    );
    expect(left.map((row) => row.key_hash)).toEqual(["link-live"]);
    await t.db.query("delete from order_access_keys where order_no = $1", [orderNo]);
  });

  it("has nothing to do on a second run", async () => {
    expect(await housekeeping.purge(NOW)).toEqual(nothingPurged());
  });
});
