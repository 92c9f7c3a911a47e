// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createAttemptsService, type AttemptsService } from "./attempts.service";

let t: TestApp;
let attempts: AttemptsService;
beforeAll(async () => {
  t = await createTestApp();
  attempts = createAttemptsService({ db: t.db });
});
afterAll(async () => {
  await t?.close();
});

const bag = () => ({ basketId: randomUUID(), consumerNo: "G0001", fingerprint: "same-request" });

describe("checkout attempts (decision 0065)", () => {
  it("gives one fresh claim to 50 racing submits of one key, and the same attempt to all", async () => {
    const { basketId, consumerNo, fingerprint } = bag();
    const claims = await Promise.all(
      Array.from({ length: 50 }, () =>
        attempts.claim({ basketId, key: "k-1", consumerNo, fingerprint }),
      ),
    );
    expect(claims.filter((claim) => claim.fresh)).toHaveLength(1);
    expect(new Set(claims.map((claim) => claim.attempt.attempt_id)).size).toBe(1);
  });

  it("answers a bag's attempt in flight to submits under other keys (two tabs, a double click)", async () => {
    const { basketId, consumerNo, fingerprint } = bag();
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attempts.claim({ basketId, key: `tab-${i}`, consumerNo, fingerprint }),
      ),
    );
    const fresh = claims.filter((claim) => claim.fresh);
    expect(fresh).toHaveLength(1);
    for (const claim of claims) expect(claim.attempt.attempt_id).toBe(fresh[0]?.attempt.attempt_id);
  });

  it("lets a bag be tried again under a new key once its attempt failed, and keeps the old answer", async () => {
    const { basketId, consumerNo, fingerprint } = bag();
    const first = await attempts.claim({ basketId, key: "try-1", consumerNo, fingerprint });
    const refusal = { errorId: "PAY400" };
    expect(
      await attempts.move(first.attempt.attempt_id, "begun", "failed", { answer: refusal }),
    ).toBe(true);
    const again = await attempts.claim({ basketId, key: "try-2", consumerNo, fingerprint });
    expect(again.fresh).toBe(true);
    const repeat = await attempts.claim({ basketId, key: "try-1", consumerNo, fingerprint });
    expect(repeat).toMatchObject({ fresh: false, attempt: { step: "failed", answer: refusal } });
  });

  it("moves an attempt once when many try the same move at once", async () => {
    const { basketId, consumerNo, fingerprint } = bag();
    const { attempt } = await attempts.claim({ basketId, key: "k", consumerNo, fingerprint });
    const moved = await Promise.all(
      Array.from({ length: 10 }, () => attempts.move(attempt.attempt_id, "begun", "reserved")),
    );
    expect(moved.filter(Boolean)).toHaveLength(1);
    expect(await attempts.move(attempt.attempt_id, "begun", "failed")).toBe(false);
  });

  it("lists the unfinished attempts left alone for a while, not the finished ones", async () => {
    const clock = { now: new Date() };
    const later = createAttemptsService({ db: t.db, now: () => clock.now });
    const { basketId, consumerNo, fingerprint } = bag();
    const stuck = await later.claim({ basketId, key: "s", consumerNo, fingerprint });
    const done = await later.claim({ ...bag(), key: "d" });
    await later.move(done.attempt.attempt_id, "begun", "failed");
    clock.now = new Date(Date.now() + 60_000);
    const found = (await later.stuck(30_000, 1_000)).map((row) => row.attempt_id);
    expect(found).toContain(stuck.attempt.attempt_id);
    expect(found).not.toContain(done.attempt.attempt_id);
    expect(await later.stuck(120_000)).not.toContainEqual(
      expect.objectContaining({ attempt_id: stuck.attempt.attempt_id }),
    );
  });

  it("counts a move made in the current millisecond as done by now (recovery with no wait)", async () => {
    // A JavaScript date is whole milliseconds and the database's are microseconds: a move read
    // back within the same millisecond must still be older than "now".
    for (let i = 0; i < 40; i += 1) {
      const { attempt } = await attempts.claim({ ...bag(), key: `now-${i}` });
      await attempts.move(attempt.attempt_id, "begun", "reserved");
      const found = (await attempts.stuck(0, 1_000)).map((row) => row.attempt_id);
      expect(found, `move ${i}`).toContain(attempt.attempt_id);
      await attempts.move(attempt.attempt_id, "reserved", "failed");
    }
  });
});
