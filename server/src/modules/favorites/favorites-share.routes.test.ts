// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { createHash } from "node:crypto";
import type { Favorites, FavoritesShare, SharedFavorites } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";
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

describe("share links", () => {
  async function savedList() {
    const shopper = await t.registeredToken();
    const { style_id } = style();
    const body = (await add(shopper.token, style_id)).json() as Favorites;
    return { ...shopper, favoriteId: body.favoriteId ?? "", styleId: style_id };
  }
  const sharePath = (favoriteId: string) =>
    `/wishlists/v2/favorites/${favoriteId}/share?locale=en-us`;

  it("makes a 32-byte token kept only as its SHA-256 hash; GET says it exists", async () => {
    const { token, favoriteId } = await savedList();
    const before = await t.call({ method: "GET", url: sharePath(favoriteId), token });
    expect(before.json()).toMatchObject({ favoriteId, shared: false, url: null, createdAt: null });

    const response = await t.call({ method: "POST", url: sharePath(favoriteId), token });
    expect(response.statusCode).toBe(201);
    const share = response.json() as FavoritesShare;
    expect(share.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(share.shareToken ?? "", "base64url")).toHaveLength(32);
    expect(share.url).toBe(`/en-us/favorites/shared/${share.shareToken}`);
    const [stored] = await t.db.query<{ token_hash: string }>(
      "select token_hash from favorite_shares where favorite_id = $1",
      [favoriteId],
    );
    expect(stored?.token_hash).toBe(
      createHash("sha256")
        .update(share.shareToken ?? "")
        .digest("hex"),
    );

    const after = await t.call({ method: "GET", url: sharePath(favoriteId), token });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ favoriteId, shared: true, createdAt: share.createdAt });
  });

  it("shares with an empty JSON object body or none, and refuses a body with fields (VAL400)", async () => {
    const { token, favoriteId } = await savedList();
    const empty = await t.call({
      method: "POST",
      url: sharePath(favoriteId),
      token,
      payload: {},
      headers: { "content-type": "application/json" },
    });
    expect(empty.statusCode, empty.body).toBe(201);
    expect((empty.json() as FavoritesShare).shared).toBe(true);
    const none = await t.call({ method: "POST", url: sharePath(favoriteId), token });
    expect(none.statusCode, none.body).toBe(201);
    const extra = await t.call({
      method: "POST",
      url: sharePath(favoriteId),
      token,
      payload: { favoriteId },
    });
    expect(extra.statusCode).toBe(400);
    expect(errorOf(extra)?.errorId).toBe("VAL400");
  });

  it("shows the shared list read-only to anyone, never naming the owner", async () => {
    const { token, favoriteId, styleId, consumerNo } = await savedList();
    const share = (
      await t.call({ method: "POST", url: sharePath(favoriteId), token })
    ).json() as FavoritesShare;
    const response = await t.call({
      method: "GET",
      url: `/wishlists/v2/favorites/shared/${share.shareToken}?locale=en-us`,
    });
    expect(response.statusCode).toBe(200);
    const shared = response.json() as SharedFavorites;
    expect(shared.total).toBe(1);
    expect(shared.items[0]).toMatchObject({ id: styleId, productId: styleId });
    expect(shared.items[0]).not.toHaveProperty("itemId");
    expect(response.body).not.toContain(consumerNo);
    expect(response.body).not.toContain(favoriteId);
  });

  it("a new link replaces the old one, which then answers 404", async () => {
    const { token, favoriteId } = await savedList();
    const first = (
      await t.call({ method: "POST", url: sharePath(favoriteId), token })
    ).json() as FavoritesShare;
    const second = (
      await t.call({ method: "POST", url: sharePath(favoriteId), token })
    ).json() as FavoritesShare;
    expect(second.shareToken).not.toBe(first.shareToken);
    const old = await t.call({
      method: "GET",
      url: `/wishlists/v2/favorites/shared/${first.shareToken}`,
    });
    expect(old.statusCode).toBe(404);
    expect(errorOf(old)).toMatchObject({ errorId: "API404", field: "shareToken" });
    const fresh = await t.call({
      method: "GET",
      url: `/wishlists/v2/favorites/shared/${second.shareToken}`,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("answers 404 naming favoriteId when sharing or asking about another shopper's list", async () => {
    const { favoriteId } = await savedList();
    const other = await guest();
    for (const method of ["POST", "GET"] as const) {
      const response = await t.call({ method, url: sharePath(favoriteId), token: other.token });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "favoriteId" });
    }
    const anonymous = await t.call({ method: "POST", url: sharePath(favoriteId) });
    expect(errorOf(anonymous)?.errorId).toBe("AUT432");
  });

  it("answers VAL400 for a malformed share token and 404 for an unknown one", async () => {
    const bad = await t.call({ method: "GET", url: "/wishlists/v2/favorites/shared/short" });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "shareToken" });
    const unknown = await t.call({
      method: "GET",
      url: `/wishlists/v2/favorites/shared/${"A".repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ errorId: "API404", field: "shareToken" });
  });
});

describe("allowFavorites", () => {
  it("answers API404 naming locale on a site with favourites off, for every call", async () => {
    const { token } = await guest();
    const calls = [
      t.call({ method: "GET", url: "/wishlists/v2/favorites?locale=en-gb", token }),
      add(token, style().style_id, {}, "en-gb"),
      t.call({
        method: "GET",
        url: `/wishlists/v2/favorites/shared/${"A".repeat(43)}?locale=en-gb`,
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ errorId: "API404", field: "locale" });
    }
  });

  it("tells pages through GET /fapi/sites", async () => {
    const response = await t.call({ method: "GET", url: "/fapi/sites" });
    const sites = (response.json() as { sites: { siteId: string; allowFavorites: boolean }[] })
      .sites;
    expect(sites.find((site) => site.siteId === "GB")?.allowFavorites).toBe(false);
    expect(sites.find((site) => site.siteId === "US")?.allowFavorites).toBe(true);
  });
});

describe("adoptGuestFavorites (called by the token exchange at sign-in)", () => {
  const adopt = (guestNo: string, registeredNo: string) =>
    createServices(t.config, t.db).favorites.adoptGuestFavorites(guestNo, registeredNo);

  it("merges the guest's items into the registered list without duplicates; the guest list goes", async () => {
    const visitor = await guest();
    const member = await t.registeredToken();
    const [a, b, c] = [style().style_id, style().style_id, style().style_id];
    await add(visitor.token, a ?? "");
    await add(visitor.token, b ?? "");
    await add(member.token, b ?? "");
    await add(member.token, c ?? "");
    const memberListId = (await list(member.token)).favoriteId;

    expect(await adopt(visitor.consumerNo, member.consumerNo)).toBe(memberListId);
    const merged = await list(member.token);
    expect(merged.total).toBe(3);
    expect(merged.items.map((item) => item.id).sort()).toEqual([a, b, c].sort());
    expect(await list(visitor.token)).toMatchObject({ favoriteId: null, total: 0 });
    // A second exchange finds nothing left to carry.
    expect(await adopt(visitor.consumerNo, member.consumerNo)).toBe(memberListId);
    expect((await list(member.token)).total).toBe(3);
  });

  it("gives a registered shopper without a list the guest's items", async () => {
    const visitor = await guest();
    const member = await t.registeredToken();
    const id = style().other_color;
    await add(visitor.token, id);
    const favoriteId = await adopt(visitor.consumerNo, member.consumerNo);
    expect(favoriteId).toMatch(/^[0-9a-f-]{36}$/);
    const adopted = await list(member.token);
    expect(adopted).toMatchObject({ favoriteId, total: 1, items: [{ id, colorVariantId: id }] });
  });

  it("answers the registered list (or null) when the guest saved nothing", async () => {
    const visitor = await guest();
    const member = await t.registeredToken();
    expect(await adopt(visitor.consumerNo, member.consumerNo)).toBeNull();
    await add(member.token, style().style_id);
    expect(await adopt(visitor.consumerNo, member.consumerNo)).toBe(
      (await list(member.token)).favoriteId,
    );
  });
});

describe("deleteGuestFavorites (for housekeeping)", () => {
  it("deletes the lists of the guests named, items and share links included, and no other", async () => {
    const gone = await guest();
    const kept = await guest();
    await add(gone.token, style().style_id);
    await add(kept.token, style().style_id);
    const favoriteId = (await list(gone.token)).favoriteId ?? "";
    await t.call({
      method: "POST",
      url: `/wishlists/v2/favorites/${favoriteId}/share`,
      token: gone.token,
    });
    const favorites = createServices(t.config, t.db).favorites;
    expect(await favorites.deleteGuestFavorites([gone.consumerNo])).toBe(1);
    expect(await favorites.deleteGuestFavorites([])).toBe(0);
    expect((await list(gone.token)).total).toBe(0);
    expect((await list(kept.token)).total).toBe(1);
    const left = await t.db.query("select 1 from favorite_shares where favorite_id = $1", [
      favoriteId,
    ]);
    expect(left).toHaveLength(0);
  });
});
