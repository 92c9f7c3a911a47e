// The areas' migrations folders replaced one flat server/migrations folder, where several areas'
// tables shared a file (0001_foundation.sql …). These tests hold the move to its two promises: a
// fresh database gets exactly the schema the flat files gave, and a database the flat files
// migrated moves forward without running anything twice or losing a row.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Queryable } from "./db.types";
import {
  collectMigrations,
  findMigrationsRoot,
  migrate,
  splitStatements,
  wholeVersionOf,
} from "./migrate";
import { openEmptyPglite } from "../../../test/empty-pglite";

/** The last version of the flat layout; later migrations were written in the areas' folders. */
const LAST_FLAT_VERSION = 25;

interface FlatFile {
  version: string;
  sql: string;
}

/**
 * The flat layout rebuilt from the areas' files: one file per old version, a split file being its
 * parts joined in name order. (When the files were split, the parts were checked by hand to hold
 * exactly the statements of the old files: `git show main:server/migrations/<file>`.)
 */
async function flatLayout(): Promise<FlatFile[]> {
  const files = new Map<string, string[]>();
  for (const migration of await collectMigrations(findMigrationsRoot())) {
    const version = wholeVersionOf(migration.version) ?? migration.version;
    files.set(version, [...(files.get(version) ?? []), await readFile(migration.path, "utf8")]);
  }
  return [...files].map(([version, parts]) => ({ version, sql: parts.join("\n") }));
}

/** Migrates as the migrator of the flat folder did: each file whole, recorded under its name. */
async function applyFlat(db: Db, files: readonly FlatFile[]): Promise<void> {
  await db.exec(
    "create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())",
  );
  for (const file of files)
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(file.sql)) await tx.query(statement);
      await tx.query("insert into schema_migrations (version) values ($1)", [file.version]);
    });
}

const isFlat = (version: string) => Number(version.slice(0, 4)) <= LAST_FLAT_VERSION;

/** The schema as the catalogue describes it: everything a migration can change, by name. */
async function describeSchema(db: Queryable) {
  return {
    extensions: await db.query("select extname from pg_extension order by extname"),
    columns: await db.query(
      `select table_name, column_name, ordinal_position, data_type, udt_name,
              character_maximum_length, column_default, is_nullable, is_identity,
              identity_generation
         from information_schema.columns where table_schema = 'public'
        order by table_name, ordinal_position`,
    ),
    constraints: await db.query(
      `select conrelid::regclass::text as table_name, conname, contype,
              pg_get_constraintdef(oid) as definition
         from pg_constraint where connamespace = 'public'::regnamespace
        order by table_name, conname`,
    ),
    indexes: await db.query(
      `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
        order by tablename, indexname`,
    ),
    sequences: await db.query(
      `select sequence_name, data_type, start_value, increment from information_schema.sequences
        where sequence_schema = 'public' order by sequence_name`,
    ),
  };
}

/** What the migrations themselves wrote (settings, tiers, the search index's state). */
async function migrationRows(db: Queryable) {
  return {
    searchIndexState: await db.query("select * from search_index_state"),
    countrySettings: await db.query(
      "select * from subscription_country_settings order by country, channel",
    ),
    voucherTiers: await db.query("select * from loyalty_voucher_tiers order by currency, points"),
  };
}

describe("the areas' migrations", () => {
  let fresh: Db;
  let flat: Db;
  // PGlite takes seconds to start on a busy machine: databases open in hooks, not in tests.
  beforeAll(async () => {
    fresh = await openEmptyPglite();
    await migrate(fresh);
    flat = await openEmptyPglite();
    await applyFlat(flat, await flatLayout());
  });
  afterAll(async () => {
    await fresh?.close();
    await flat?.close();
  });

  it("give a fresh database exactly the schema and rows of the flat files", async () => {
    const schema = await describeSchema(fresh);
    expect(schema).toEqual(await describeSchema(flat));
    expect(await migrationRows(fresh)).toEqual(await migrationRows(flat));
    // A catalogue query that found nothing would make the comparison empty on both sides.
    for (const part of Object.values(schema)) expect(part.length).toBeGreaterThan(0);
    expect(schema.columns).toContainEqual(
      expect.objectContaining({ table_name: "inventory", column_name: "upc" }),
    );
    expect(schema.constraints).toContainEqual(
      expect.objectContaining({
        table_name: "inventory",
        definition: "FOREIGN KEY (upc) REFERENCES skus(upc) ON DELETE CASCADE",
      }),
    );
  });

  describe("on a database the flat files migrated, with a shopper's data in it", () => {
    let db: Db;
    let applied: string[];
    beforeAll(async () => {
      db = await openEmptyPglite();
      await applyFlat(
        db,
        (await flatLayout()).filter((file) => isFlat(file.version)),
      );
      await insertShopperData(db);
      applied = await migrate(db);
    });
    afterAll(async () => {
      await db?.close();
    });

    it("applies only the migrations written after the flat layout", async () => {
      const versions = (await collectMigrations(findMigrationsRoot())).map((m) => m.version);
      expect(applied).toEqual(versions.filter((version) => !isFlat(version)));
    });

    it("records every part of a split file as applied, keeping the whole file's record", async () => {
      const versions = (await collectMigrations(findMigrationsRoot())).map((m) => m.version);
      // Later migrations split by area (0031's parts) never had a whole file to record.
      const flatVersions = (await flatLayout()).map((file) => file.version).filter(isFlat);
      const recorded = await db.query<{ version: string }>(
        "select version from schema_migrations order by version",
      );
      expect(recorded.map((row) => row.version)).toEqual(
        [...new Set([...versions, ...flatVersions])].sort(),
      );
      expect(versions).toContain("0001_foundation.catalog.sql");
      expect(flatVersions).toContain("0001_foundation.sql");
      expect(await migrate(db)).toEqual([]);
    });

    it("ends with the schema a fresh database gets", async () => {
      expect(await describeSchema(db)).toEqual(await describeSchema(fresh));
    });

    it("keeps the shopper's data", async () => {
      expect(await shopperData(db)).toEqual(SHOPPER_DATA);
    });
  });
});

const SHOPPER_DATA = {
  sites: [{ site_id: "US", locale: "en-us", allow_favorites: true }],
  styles: [{ style_id: "AB12CD34", name: "Trail jacket", category_id: "1000" }],
  prices: [{ color_variant_id: "AB12CD34001", currency: "USD", current_minor: 12900 }],
  stock: [{ upc: "123456789012", location_id: "online", quantity: 4 }],
  consumers: [{ consumer_no: "C000000000001", email: "casey@example.com" }],
  cartLines: [{ basket_id: "B1", consumer_no: "C000000000001", upc: "123456789012", qty: 2 }],
  subscriptions: [{ consumer_no: "C000000000001", type: "Newsletter", optin: true }],
  reviews: [{ review_id: "R1", style_id: "AB12CD34", rating: 5, moderation: null }],
  loyalty: [{ consumer_no: "C000000000001", points_balance: 0 }],
  outbox: [{ to_address: "casey@example.com", failed_at: null }],
};

/** A site, a style with a priced, stocked SKU, a consumer with a cart, a subscription… */
async function insertShopperData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into sites (site_id, locale, country, language, currency, name, is_default)
       values ('US', 'en-us', 'US', 'en', 'USD', 'United States', true)`,
    );
    await tx.query(
      `insert into categories (category_id, parent_id, slug, level, position, names)
       values ('1000', null, 'men', 1, 1, '{"en": "Men"}')`,
    );
    await tx.query(
      `insert into styles (style_id, name, slug, description, brand, product_type, category_id,
         gender, season, rating_score, reviews_count, created_at)
       values ('AB12CD34', 'Trail jacket', 'trail-jacket', 'Warm.', 'Ridgeline', 'jacket', '1000',
         'men', 'FW24', 5, 1, now())`,
    );
    await tx.query(
      `insert into colors (color_variant_id, style_id, color_code, color_name, color_family, hex,
         position, is_default)
       values ('AB12CD34001', 'AB12CD34', '001', 'Black', 'black', '{"#000000"}', 1, true)`,
    );
    await tx.query(
      `insert into skus (upc, color_variant_id, style_id, size_code, size_label, position)
       values ('123456789012', 'AB12CD34001', 'AB12CD34', 'M', 'M', 1)`,
    );
    await tx.query(
      `insert into prices (color_variant_id, currency, original_minor, current_minor)
       values ('AB12CD34001', 'USD', 12900, 12900)`,
    );
    await tx.query(
      "insert into inventory (upc, location_id, quantity) values ('123456789012', 'online', 4)",
    );
    await tx.query(
      `insert into consumers (consumer_no, email, email_key, password_hash, first_name, last_name,
         site_id)
       values ('C000000000001', 'casey@example.com', 'casey@example.com', 'scrypt$x', 'Casey',
         'Walker', 'US')`,
    );
    await tx.query(
      `insert into shopper_sessions (token_hash, consumer_no, consumer_type, expires_at)
       values ('h1', 'C000000000001', 'REGISTERED', now() + interval '1 hour')`,
    );
    await tx.query(
      `insert into carts (basket_id, consumer_no, site_id, locale, currency)
       values ('B1', 'C000000000001', 'US', 'en-us', 'USD')`,
    );
    await tx.query(
      `insert into cart_items (item_id, basket_id, upc, product_id, qty, max_qty, position)
       values ('I1', 'B1', '123456789012', 'AB12CD34001', 2, 10, 1)`,
    );
    await tx.query(
      `insert into consumer_subscriptions (consumer_no, type, channel, recipient, country, optin)
       values ('C000000000001', 'Newsletter', 'email', 'casey@example.com', 'US', true)`,
    );
    await tx.query(
      `insert into reviews (review_id, style_id, consumer_no, nickname, rating, title, text, language)
       values ('R1', 'AB12CD34', 'C000000000001', 'Casey', 5, 'Warm', 'Very warm.', 'en')`,
    );
    await tx.query(
      `insert into loyalty_members (consumer_no, member_id, source)
       values ('C000000000001', 'M1', 'SIGNUP')`,
    );
    await tx.query(
      `insert into outbox (to_address, subject, text_body, html_body)
       values ('casey@example.com', 'Hello', 'Hello', '<p>Hello</p>')`,
    );
  });
}

async function shopperData(db: Queryable) {
  return {
    sites: await db.query("select site_id, locale, allow_favorites from sites"),
    styles: await db.query("select style_id, name, category_id from styles"),
    prices: await db.query("select color_variant_id, currency, current_minor from prices"),
    stock: await db.query("select upc, location_id, quantity from inventory"),
    consumers: await db.query("select consumer_no, email from consumers"),
    cartLines: await db.query(
      `select c.basket_id, c.consumer_no, i.upc, i.qty
         from carts c join cart_items i on i.basket_id = c.basket_id`,
    ),
    subscriptions: await db.query("select consumer_no, type, optin from consumer_subscriptions"),
    reviews: await db.query("select review_id, style_id, rating, moderation from reviews"),
    loyalty: await db.query("select consumer_no, points_balance from loyalty_members"),
    outbox: await db.query("select to_address, failed_at from outbox"),
  };
}
