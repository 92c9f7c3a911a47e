import { withServices } from "./with-services";

/**
 * `npm run restock -- <upc> <qty>`: adds qty units (negative removes) to a SKU's online stock.
 * Going from none to some queues the back-in-stock e-mails; a running server delivers them.
 */
const [upc, qty] = process.argv.slice(2);
const delta = Number(qty);
if (!upc || !/^\d{12,14}$/.test(upc) || qty === undefined || !Number.isInteger(delta)) {
  console.error("Usage: npm run restock -- <upc of 12 to 14 digits> <whole number of units>");
  process.exit(2);
}

await withServices(async ({ inventory }) => {
  const change = await inventory.restock(upc, delta);
  console.warn(`Online stock of ${change.upc}: ${change.before} → ${change.after}`);
});
