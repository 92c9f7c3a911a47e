import { withServices } from "./with-services";

/**
 * The fulfilment simulator (issue 14, decisions 0072 and 0075): moves an order along as the
 * warehouse, a store or a carrier would, and receives returns as the returns centre does.
 *
 *   npm run fulfil -- <orderNo> process
 *   npm run fulfil -- <orderNo> ship <shipmentId> [carrier] [trackingNumber]
 *   npm run fulfil -- <orderNo> deliver <shipmentId>
 *   npm run fulfil -- <orderNo> all                      every move left to delivery
 *   npm run fulfil -- receive <returnNo> [lineNo:received[:damaged] …]
 */
const args = process.argv.slice(2);
const usage = [
  "Usage: npm run fulfil -- <orderNo> process | ship <shipmentId> [carrier] [tracking] |",
  "       deliver <shipmentId> | all",
  "       npm run fulfil -- receive <returnNo> [lineNo:received[:damaged] …]",
].join("\n");
const fail = (): never => {
  console.error(usage);
  process.exit(2);
};

if (args[0] === "receive") {
  const [, returnNo, ...counts] = args;
  if (!returnNo) fail();
  const lines = counts.map((count) => {
    const [lineNo, received, damaged] = count.split(":").map(Number);
    if (![lineNo, received].every(Number.isInteger)) fail();
    return { lineNo: lineNo ?? 0, receivedQty: received ?? 0, damagedQty: damaged ?? 0 };
  });
  await withServices(async ({ aftersales }) => {
    const status = await aftersales.receive(returnNo ?? "", lines.length > 0 ? lines : undefined);
    console.warn(`Return ${returnNo} is ${status}.`);
  });
} else {
  const [orderNo, kind, shipmentId, carrier, tracking] = args;
  if (!orderNo || !["process", "ship", "deliver", "all"].includes(kind ?? "")) fail();
  if ((kind === "ship" || kind === "deliver") && !shipmentId) fail();
  await withServices(async ({ orders }) => {
    const { fulfilment } = orders;
    const status =
      kind === "all"
        ? await fulfilment.deliverAll(orderNo ?? "")
        : await fulfilment.move(
            orderNo ?? "",
            kind === "process"
              ? { kind }
              : kind === "ship"
                ? {
                    kind,
                    shipmentId: shipmentId ?? "",
                    carrier: carrier ?? "UPS",
                    trackingNumber: tracking ?? `1Z${Date.now().toString(36).toUpperCase()}`,
                  }
                : { kind: "deliver", shipmentId: shipmentId ?? "" },
          );
    console.warn(`Order ${orderNo} is ${status}.`);
  });
}
