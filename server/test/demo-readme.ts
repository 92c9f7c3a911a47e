import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Cart, ConsumerProfileView } from "@ridgeline/contract";
import { afterAll, beforeAll, expect } from "vitest";
import { loadDemoData } from "../../seed/seed-loader";
import type { Sku } from "./checkout";
import { signInShopper } from "./shoppers";
import { createTestApp, type TestApp } from "./test-app";

// What the README's demo sections say, read for the tests that check every promise they make
// (server/src/demo-readme-*.routes.test.ts), and the demo shop those tests check them on.

export const README = readFileSync(join(import.meta.dirname, "../../README.md"), "utf8");
/** The text of a `## title` section of the README. */
export function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
  const end = README.indexOf("\n## ", start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

/** The body rows of the first Markdown table after `after` in `text`, as trimmed cells. */
export function tableRows(text: string, after = ""): string[][] {
  const lines = text.slice(text.indexOf(after)).split("\n");
  const first = lines.findIndex((line) => line.trim().startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.trim().startsWith("|")) break;
    rows.push(
      line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  // The header and the |---| line.
  return rows.slice(2);
}

export const ticks = (text: string) =>
  [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
export const amount = (text: string) => Number(text.replace(/,/g, ""));
export const toMinor = (major: number) => Math.round(major * 100);

/** "$250", "C$300", "£200", "€250" as the README writes a site's money. */
const CURRENCY_OF_SYMBOL: Record<string, string> = { $: "USD", C$: "CAD", "£": "GBP", "€": "EUR" };
export function moneyList(text: string): { currency: string; minor: number }[] {
  return [...text.matchAll(/(C\$|\$|£|€)([\d,]+(?:\.\d\d)?)/g)].map((match) => ({
    currency: CURRENCY_OF_SYMBOL[match[1] ?? ""] ?? "?",
    minor: toMinor(amount(match[2] ?? "0")),
  }));
}

/** The demo shop of one test file, and what its tests ask of it. */
export interface DemoShop {
  /** The app on a fresh seed with what `npm run seed` adds (set once the file's hooks ran). */
  readonly t: TestApp;
  /** The demo accounts' password, as the README gives it. */
  readonly password: string;
  /** A demo account's access token, signed in with the README's password. */
  signIn(email: string): Promise<string>;
  profileOf(token: string): Promise<ConsumerProfileView>;
  /** A site of the seed by its currency (the first by locale). */
  localeOf(currency: string): Promise<string>;
  /** A size with stock priced in `currency`, at least `fromMinor`, and its price. */
  sizeOf(
    currency: string,
    fromMinor?: number,
    skip?: string[],
  ): Promise<Sku & { current_minor: number }>;
  /** A bag on `locale` (the shopper's, or a new guest's) worth at least `minMinor`. */
  bagWorth(
    locale: string,
    currency: string,
    minMinor: number,
    token?: string,
  ): Promise<{ token: string; cart: Cart }>;
}

/**
 * The catalogue the tests load plus what `npm run seed` adds (loadDemoData), made in the calling
 * file's `beforeAll` and closed in its `afterAll`.
 */
export function demoShop(): DemoShop {
  let t: TestApp | undefined;
  let password = "";
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.transaction((tx) => loadDemoData(tx));
    const said = /with the password `([^`]+)`/.exec(section("Demo accounts"));
    password = said?.[1] ?? "";
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = (): TestApp => {
    if (!t) throw new Error("the demo shop is made in beforeAll");
    return t;
  };

  const tokens = new Map<string, string>();
  async function signIn(email: string): Promise<string> {
    const known = tokens.get(email);
    if (known) return known;
    const { accessToken } = await signInShopper(app(), email, password);
    tokens.set(email, accessToken);
    return accessToken;
  }
  async function profileOf(token: string): Promise<ConsumerProfileView> {
    const response = await app().call({
      method: "GET",
      url: "/consumers-v3/consumer?locale=en-us&withLoyalty=true",
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ConsumerProfileView;
  }

  /** A site of the seed by its currency (the first by locale). */
  async function localeOf(currency: string): Promise<string> {
    const [site] = await app().db.query<{ locale: string }>(
      "select locale from sites where currency = $1 order by locale limit 1",
      [currency],
    );
    if (!site) throw new Error(`no seeded site sells in ${currency}`);
    return site.locale;
  }

  /** A size with stock priced in `currency`, at least `fromMinor`, and its price. */
  async function sizeOf(currency: string, fromMinor = 0, skip: string[] = []) {
    const [row] = await app().db.query<Sku & { current_minor: number }>(
      `select k.upc, k.style_id, i.quantity, p.current_minor from skus k
       join styles s on s.style_id = k.style_id and not s.is_digital and not s.is_customs
       join inventory i on i.upc = k.upc and i.location_id = 'online'
       join prices p on p.color_variant_id = k.color_variant_id and p.currency = $1
      where i.quantity >= 20 and p.current_minor >= $2 and not (k.upc = any($3::text[]))
      order by p.current_minor, k.upc limit 1`,
      [currency, fromMinor, skip],
    );
    if (!row) throw new Error(`no size in stock from ${fromMinor} ${currency}`);
    return row;
  }

  /** A bag on `locale` (the shopper's, or a new guest's) worth at least `minMinor`. */
  async function bagWorth(locale: string, currency: string, minMinor: number, token?: string) {
    const shopper = token ?? (await app().guestToken());
    const created = await app().call({
      method: "POST",
      url: `/cart/v1/cart?locale=${locale}`,
      token: shopper,
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const cart = created.json() as Cart;
    const gift = await app().db.query<{ upc: string }>(
      `select reward->>'upc' as upc from promotions where reward->>'kind' = 'gift'`,
    );
    const size = await sizeOf(
      currency,
      Math.ceil(minMinor / 10),
      gift.map((row) => row.upc),
    );
    const qty = Math.max(1, Math.ceil(minMinor / size.current_minor));
    const added = await app().call({
      method: "POST",
      url: `/cart/v1/item?locale=${locale}`,
      token: shopper,
      payload: { cartId: cart.basketId, productId: size.style_id, upc: size.upc, qty },
    });
    expect(added.statusCode, added.body).toBe(200);
    return { token: shopper, cart: added.json() as Cart };
  }

  return {
    get t() {
      return app();
    },
    get password() {
      return password;
    },
    signIn,
    profileOf,
    localeOf,
    sizeOf,
    bagWorth,
  };
}
