import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PgliteDb } from "./pglite.adapter";
import { openEmptyPglite } from "../../../test/empty-pglite";

let db: PgliteDb;
beforeAll(async () => {
  db = await openEmptyPglite();
});
afterAll(async () => {
  await db?.close();
});

describe("the PGlite adapter under load", () => {
  it("lets a timer run between queued queries instead of after all of them", async () => {
    let done = 0;
    const queries = Array.from({ length: 20 }, () =>
      db.query("select pg_sleep(0.002)").then(() => (done += 1)),
    );
    // What a health check or a new request needs: one turn of the event loop.
    const seenAt = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    await Promise.all(queries);
    expect(done).toBe(20);
    expect(seenAt).toBeLessThan(5);
  });

  it("counts the queries waiting behind the running one", async () => {
    expect(db.waiting()).toBe(0);
    const queries = Array.from({ length: 6 }, () => db.query("select 1"));
    expect(db.waiting()).toBe(5);
    await Promise.all(queries);
    expect(db.waiting()).toBe(0);
  });

  it("keeps going after a failed query", async () => {
    const failing = db.query("select * from no_such_table");
    const next = db.query<{ n: number }>("select 1 as n");
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect(await next).toEqual([{ n: 1 }]);
  });

  it("runs a job alone: a second round while one runs is skipped", async () => {
    let finish: () => void = () => undefined;
    const first = db.runAlone("purge", () => new Promise<string>((r) => (finish = () => r("a"))));
    expect(await db.runAlone("purge", async () => "b")).toBeNull();
    finish();
    expect(await first).toBe("a");
    expect(await db.runAlone("purge", async () => "b")).toBe("b");
  });
});
