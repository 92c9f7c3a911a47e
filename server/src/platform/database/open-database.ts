import type { DatabaseConfig } from "../config";
import type { Db } from "./db.types";
import { openPglite } from "./pglite.adapter";
import { openPostgres } from "./postgres.adapter";

/** Opens the database the configuration names. */
export function openDatabase(config: DatabaseConfig): Promise<Db> {
  return config.kind === "postgres"
    ? openPostgres({ url: config.url, poolMax: config.poolMax })
    : openPglite({ dataDir: config.dataDir });
}
