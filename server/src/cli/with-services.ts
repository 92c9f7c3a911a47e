import { createServices } from "../app";
import { loadConfig } from "../platform/config";
import { migrate } from "../platform/database/migrate";
import { openDatabase } from "../platform/database/open-database";
import { AppError } from "../platform/errors/app-error";

/**
 * Runs a command on the configured database (migrated first) with the store's services; a
 * catalogue error is printed as `code: message` and the process exits 1.
 */
export async function withServices(
  command: (services: ReturnType<typeof createServices>) => Promise<void>,
): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await migrate(db);
    await command(createServices(config, db, (error) => console.warn(error)));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(`${error.errorId}: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
