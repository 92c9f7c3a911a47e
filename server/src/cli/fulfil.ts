import { withServices } from "./with-services";

/**
 * The fulfilment simulator (issue 14, decision 0072): moves an order along as the warehouse,
 * a store or a carrier would.
 *
 *   npm run fulfil -- <orderNo> process
 *   npm run fulfil -- <orderNo> ship <shipmentId> [carrier] [trackingNumber]
 *   npm run fulfil -- <orderNo> deliver <shipmentId>
 */
const [orderNo, kind, shipmentId, carrier, tracking] = process.argv.slice(2);
const usage =
  "Usage: npm run fulfil -- <orderNo> process | ship <shipmentId> [carrier] [tracking] | deliver <shipmentId>";
if (
  !orderNo ||
  (kind !== "process" && kind !== "ship" && kind !== "deliver") ||
  (kind !== "process" && !shipmentId)
) {
  console.error(usage);
  process.exit(2);
}

await withServices(async ({ orders }) => {
  const move =
    kind === "process"
      ? ({ kind } as const)
      : kind === "ship"
        ? ({
            kind,
            shipmentId: shipmentId ?? "",
            carrier: carrier ?? "UPS",
            trackingNumber: tracking ?? `1Z${Date.now().toString(36).toUpperCase()}`,
          } as const)
        : ({ kind, shipmentId: shipmentId ?? "" } as const);
  const status = await orders.fulfilment.move(orderNo, move);
  console.warn(`Order ${orderNo} is ${status}.`);
});
