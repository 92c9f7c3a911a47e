import pg from "pg";
import type { Db, Queryable } from "./db.types";

// Bigint counts arrive as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

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
  };
}
