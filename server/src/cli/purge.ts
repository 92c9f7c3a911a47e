import { createServices } from "../app";
import { loadConfig } from "../platform/config";
import { migrate } from "../platform/database/migrate";
import { openDatabase } from "../platform/database/open-database";

/**
 * `npm run purge`: deletes product views older than 90 days or beyond each shopper's newest 50,
 * guests whose sessions expired over a day ago with their carts, favourites and views, and
 * credentials (tokens, sign-in codes, reset links, bot-check answers, buy-in-store sessions) expired over a day ago. The server runs
 * the same job every HOUSEKEEPING_INTERVAL_MINUTES; this is for a scheduler or a one-off.
 */
const config = loadConfig();
const db = await openDatabase(config.database);
try {
  await migrate(db);
  const { housekeeping } = createServices(config, db, (error) => console.warn(error));
  const result = await housekeeping.purge();
  console.warn(
    `Purged ${result.guestSessions} guest sessions, ${result.guestCarts} guest carts, ` +
      `${result.guestFavorites} guest favourite lists, ${result.views} product views, ` +
      `${result.spentCredentials} spent credentials, ${result.orderLinks} expired order links, ${result.rateLimitCounters} rate-limit counters.`,
  );
} finally {
  await db.close();
}
