/**
 * For `page-mix-bench.mjs`: another process of the shop (on DATABASE_URL) that changes stock
 * and a price every `CHURN_EVERY_MS` (1000): one of the given UPCs out of stock or back in
 * turn, as the warehouse would, and its colour's US price marked down by a quarter or back, as
 * a merchandiser would; each change purges its style's pages everywhere (decision 0088).
 * Prints one line per tick; stops on SIGTERM.
 *
 *   DATABASE_URL=… node --import tsx bench/lib/stock-churn.ts <upc> [<upc> …]
 */
import { withServices } from "../../server/src/cli/with-services";

const upcs = process.argv.slice(2);
const everyMs = Number(process.env["CHURN_EVERY_MS"] ?? 1000);
let stopped = false;
process.on("SIGTERM", () => (stopped = true));

await withServices(async ({ inventory, events, catalog }) => {
  for (let i = 0; !stopped; i += 1) {
    const upc = upcs[i % upcs.length];
    if (!upc) break;
    const started = Date.now();
    // Out when it has some, back (5 units) when it has none: each change is a purge.
    const out = await inventory.restock(upc, 0);
    await inventory.restock(upc, out.after > 0 ? -out.after : 5);
    const offer = (await catalog.offers([upc], { currency: "USD", language: "en" })).get(upc);
    if (offer?.original_minor && offer.current_minor) {
      const full = offer.current_minor === offer.original_minor;
      await catalog.changePrice({
        colorVariantId: offer.color_variant_id,
        currency: "USD",
        currentMinor: full ? Math.round(offer.original_minor * 0.75) : offer.original_minor,
      });
    }
    await events.idle();
    console.log(`churn ${upc} ${Date.now() - started} ms`);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started))),
    );
  }
});
