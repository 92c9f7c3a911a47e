import { describe, expect, it } from "vitest";
import { tablesWrittenBy } from "./shared-app";

describe("the shared app's write check (decision 0084)", () => {
  it.each([
    ["insert into carts (basket_id) values ($1)", ["carts"]],
    ["INSERT INTO public.orders (order_no) VALUES ($1)", ["orders"]],
    ["update promotions set ends_at = now() where site_id = 'GB'", ["promotions"]],
    ["delete from favorite_items where list_id = $1", ["favorite_items"]],
    ["truncate table outbox", ["outbox"]],
    [
      "with gone as (delete from carts where basket_id = $1 returning *) insert into order_history select * from gone",
      ["carts", "order_history"],
    ],
    [
      "insert into product_views (consumer_no, style_id) values ($1, $2) on conflict (consumer_no, style_id) do update set viewed_at = now()",
      ["product_views"],
    ],
  ])("names the tables %j changes", (sql, tables) => {
    expect(tablesWrittenBy(sql)).toEqual(tables);
  });

  it.each([
    "select * from carts where basket_id = $1 for update",
    "select * from inventory where upc = $1 for no key update",
    "select 'insert into carts' as text from styles",
    "select count(*) from styles -- update styles set x = 1",
  ])("finds no write in %j", (sql) => {
    expect(tablesWrittenBy(sql)).toEqual([]);
  });
});
