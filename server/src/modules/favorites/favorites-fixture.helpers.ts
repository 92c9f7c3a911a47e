import type { Favorites } from "@ridgeline/contract";
import { expect } from "vitest";
import type { TestApp } from "../../../test/test-app";

interface StyleRow {
  style_id: string;
  default_color: string;
  other_color: string;
}

/**
 * What the favourites API tests share: seeded styles with two priced colours (each test takes
 * its own), a guest with its consumer number, and the calls the tests make most.
 */
export async function favoritesFixture(t: TestApp) {
  const styles = await t.db.query<StyleRow>(
    `select s.style_id,
            (select c.color_variant_id from colors c where c.style_id = s.style_id and c.is_default) as default_color,
            (select c.color_variant_id from colors c where c.style_id = s.style_id and not c.is_default
              order by c.position limit 1) as other_color
       from styles s
      where (select count(*) from colors c join prices p on p.color_variant_id = c.color_variant_id
              and p.currency = 'USD' where c.style_id = s.style_id) >= 2
        and exists (select 1 from colors c where c.style_id = s.style_id and c.is_default)
      order by s.style_id limit 40`,
  );
  let next = 0;
  return {
    style(): StyleRow {
      const row = styles[next++];
      if (!row) throw new Error("the seed has too few styles with two colours");
      return row;
    },
    async guest(): Promise<{ token: string; consumerNo: string }> {
      const response = await t.call({
        method: "POST",
        url: "/token/v2/auth/token",
        payload: { grantType: "Guest" },
      });
      const body = response.json() as { accessToken: string; consumerNo: string };
      return { token: body.accessToken, consumerNo: body.consumerNo };
    },
    async add(token: string, id: string, extra: Record<string, unknown> = {}, locale = "en-us") {
      return t.call({
        method: "POST",
        url: `/wishlists/v2/favorites?locale=${locale}`,
        token,
        payload: { id, ...extra },
      });
    },
    async list(token: string, query = "locale=en-us"): Promise<Favorites> {
      const response = await t.call({
        method: "GET",
        url: `/wishlists/v2/favorites?${query}`,
        token,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as Favorites;
    },
  };
}
