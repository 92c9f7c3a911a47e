/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * The one database handle of the process. Repository functions take a `Queryable` argument
 * (the handle or a transaction) so nothing runs outside the transaction it belongs to.
 */
export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * How many queries wait for the database right now: for PGlite, behind the one running on
   * its single connection; for PostgreSQL, for a connection of the pool. Load shedding reads it.
   */
  waiting?(): number;
  /**
   * Runs `work` unless another process of the shop is running the job `name` (PostgreSQL: a
   * session advisory lock; PGlite has one process). Null when the job was left to the other.
   */
  runAlone?<T>(name: string, work: () => Promise<T>): Promise<T | null>;
  /**
   * Hears `notify` on `channel` from every process of the shop (PostgreSQL's LISTEN, on a
   * connection of its own that comes back after a loss; `onGap` is told of each loss, when
   * messages may have been missed). Absent on PGlite: one process hears itself.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
}
