import pg from "pg";
import type { Db, Queryable } from "./db.types";

// Bigint counts arrive as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** The first key of the job locks (`runAlone`); the migrations' lock is a one-key lock apart. */
const JOB_LOCK_CLASS = 7262011;
/** How long a lost listening connection waits before connecting again. */
const LISTEN_RETRY_MS = 1000;

/** A real PostgreSQL server through a connection pool. */
export async function openPostgres(options: { url: string; poolMax: number }): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    idleTimeoutMillis: 30000,
    connectionTimeoutMillis: 10000,
    // A runaway query must not hold a connection forever.
    statement_timeout: 15000,
  });
  // An idle client that loses its server must not crash the process.
  pool.on("error", () => undefined);
  const client = await pool.connect();
  client.release();

  const run = async <Row>(
    target: Pick<pg.Pool, "query">,
    sql: string,
    params?: readonly unknown[],
  ) => (await target.query(sql, params ? [...params] : undefined)).rows as Row[];

  return {
    kind: "postgres",
    query: (sql, params) => run(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query("begin");
        const scoped: Queryable = { query: (sql, params) => run(connection, sql, params) };
        const result = await work(scoped);
        await connection.query("commit");
        return result;
      } catch (error) {
        await connection.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    async close() {
      // Idempotent, as the PGlite adapter's: ending a pool twice throws.
      if (!pool.ended) await pool.end();
    },
    waiting: () => pool.waitingCount,
    async listen(channel, onMessage, onGap) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel ${channel}`);
      let stopped = false;
      let client: pg.Client | null = null;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: options.url });
        next.on("notification", (message) => {
          if (message.channel === channel) onMessage(message.payload ?? "");
        });
        // A lost connection may have missed messages: say so, and listen again.
        const lost = () => {
          if (stopped || client !== next) return;
          client = null;
          onGap();
          setTimeout(() => void connect().catch(() => lost()), LISTEN_RETRY_MS).unref();
        };
        next.on("error", lost);
        next.on("end", lost);
        client = next;
        await next.connect();
        await next.query(`listen ${channel}`);
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    async runAlone(name, work) {
      // A session lock on a connection of its own: the work's queries use the pool, and a
      // process that dies mid-job drops its connection and with it the lock.
      const connection = await pool.connect();
      let failed = false;
      try {
        const [row] = (
          await connection.query<{ locked: boolean }>(
            "select pg_try_advisory_lock($1, hashtext($2)) as locked",
            [JOB_LOCK_CLASS, name],
          )
        ).rows;
        if (!row?.locked) return null;
        try {
          return await work();
        } finally {
          await connection.query("select pg_advisory_unlock($1, hashtext($2))", [
            JOB_LOCK_CLASS,
            name,
          ]);
        }
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // After a failure the lock's state is unknown: closing the session drops it for sure.
        connection.release(failed);
      }
    },
  };
}
