import { CURRENCIES, toMinor, type Currency } from "@ridgeline/contract";
import { withServices } from "./with-services";

/**
 * `npm run price -- <colour variant id> <currency> <price> [<original price>]`: sets a colour's
 * price in a currency, in major units (`59.99`); without an original price the original stays.
 * The product page and the listings that show it change on their next view, in every process
 * of a running shop and in a proxy in front (decision 0088).
 */
const [colorVariantId, currencyArg, priceArg, originalArg] = process.argv.slice(2);
const currency = currencyArg?.toUpperCase() as Currency | undefined;
const amount = (text: string | undefined) =>
  text !== undefined && /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : null;
const price = amount(priceArg);
if (
  !colorVariantId ||
  !currency ||
  !(CURRENCIES as readonly string[]).includes(currency) ||
  price === null ||
  (originalArg !== undefined && amount(originalArg) === null)
) {
  console.error(
    `Usage: npm run price -- <colour variant id> <${CURRENCIES.join("|")}> <price like 59.99> [<original price>]`,
  );
  process.exit(2);
}

await withServices(async ({ catalog }) => {
  const original = amount(originalArg);
  const changed = await catalog.changePrice({
    colorVariantId,
    currency,
    currentMinor: toMinor(price, currency),
    originalMinor: original === null ? undefined : toMinor(original, currency),
  });
  console.warn(`Price of ${colorVariantId} in ${currency}: ${price} (style ${changed.styleId})`);
});
