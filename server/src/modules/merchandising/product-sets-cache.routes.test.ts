// databases: postgres — several processes over one database are a PostgreSQL deployment; the embedded database has one process
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openTwoProcesses, US_SITE } from "../../../test/test-app";
import type { CatalogService } from "../catalog";
import type { Db } from "../../platform/database/db.types";
import { createProductSetsService, type ProductSetsService } from "./product-sets.service";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

// Product sets are kept per process under the 'product-sets' version (decision 0052). They are
// written by the demo load and by operators, never through the service: every change here is
// "another process", seen within the second.

const US = US_SITE;
const SYNC_MS = 1_000;

let db: Db;
let otherDb: Db;
let close: () => Promise<void>;
let setId: string;
/** The set's styles, in order. */
let members: string[];
let first: ProductSetsService;
let second: ProductSetsService;
let catalogOfFirst: CatalogService;
/** What the database says now: a new service, so nothing is kept yet. */
const uncached = () => createProductSetsService({ db, catalog: catalogOfFirst, syncIntervalMs: 0 });

beforeAll(async () => {
  const processes = await openTwoProcesses();
  ({ db, otherDb, close } = processes);
  const setsOn = (target: Db) => {
    const { catalog } = processes.servicesOn(target);
    return {
      catalog,
      sets: createProductSetsService({ db: target, catalog, syncIntervalMs: SYNC_MS }),
    };
  };
  const [row] = await db.query<{ product_set_id: string; style_ids: string[] }>(
    `select product_set_id, array_agg(style_id order by position) as style_ids
       from product_set_items group by product_set_id having count(*) >= 3
      order by product_set_id limit 1`,
  );
  if (!row) throw new Error("the seed has no product set of three styles");
  setId = row.product_set_id;
  members = row.style_ids;
  const firstProcess = setsOn(db);
  catalogOfFirst = firstProcess.catalog;
  first = firstProcess.sets;
  second = setsOn(otherDb).sets;
});
afterAll(async () => {
  await close?.();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("product sets each process keeps", () => {
  it("shows a set's changed styles in every process within a second", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const [styleId, leaving] = members;
    if (!styleId || !leaving) throw new Error("unreachable: the set has three styles");
    const before = await first.completeTheLook(styleId);
    expect(before).toContain(leaving);
    expect((await second.productSet(setId, US)).products.map((p) => p.productId)).toContain(
      leaving,
    );
    // An operator (or another process) takes a style out of the set.
    await otherDb.query(
      "delete from product_set_items where product_set_id = $1 and style_id = $2",
      [setId, leaving],
    );
    expect(await first.completeTheLook(styleId)).toEqual(before);
    vi.advanceTimersByTime(SYNC_MS + 1);
    expect(await first.completeTheLook(styleId)).not.toContain(leaving);
    expect(
      (await first.setsOf(styleId, US)).productSets.find((s) => s.productSetId === setId),
    ).toMatchObject({ productIds: members.filter((id) => id !== leaving) });
    expect((await second.productSet(setId, US)).products.map((p) => p.productId)).not.toContain(
      leaving,
    );
  });

  it("answers as an uncached reader after any sequence of changes to the sets", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const change = fc.oneof(
      fc.record({ kind: fc.constant("rename" as const), name: fc.string({ maxLength: 12 }) }),
      fc.record({ kind: fc.constant("reorder" as const), member: fc.nat(members.length - 1) }),
      fc.record({ kind: fc.constant("toggle" as const), member: fc.nat(members.length - 1) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 5 }), async (changes) => {
        for (const step of changes) {
          const styleId = members[step.kind === "rename" ? 0 : step.member] ?? "";
          for (const style of members) await first.setsOf(style, US);
          await second.productSet(setId, US);
          if (step.kind === "rename")
            await otherDb.query(
              `update product_sets set names = jsonb_set(names, '{en}', to_jsonb($2::text))
                where product_set_id = $1`,
              [setId, step.name],
            );
          else if (step.kind === "reorder")
            await otherDb.query(
              `update product_set_items set position = -position - 1
                where product_set_id = $1 and style_id = $2`,
              [setId, styleId],
            );
          else
            await otherDb.query(
              `with gone as (delete from product_set_items where product_set_id = $1 and style_id = $2
                             returning 1)
               insert into product_set_items (product_set_id, style_id, position)
               select $1, $2, 1000 where not exists (select 1 from gone)`,
              [setId, styleId],
            );
          vi.advanceTimersByTime(SYNC_MS + 1);
          const truth = uncached();
          for (const style of members) {
            expect(await first.setsOf(style, US)).toEqual(await truth.setsOf(style, US));
            expect(await first.completeTheLook(style)).toEqual(await truth.completeTheLook(style));
          }
          expect(await second.productSet(setId, US)).toEqual(await truth.productSet(setId, US));
        }
      }),
      { numRuns: runs(10) },
    );
  }, 60_000);
});
