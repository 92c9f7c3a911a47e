// The demo seed's saved addresses (issue 26 point 22): the README's "complete" demo shopper
// has a main delivery address, so express checkout works for it on a fresh seed.
import type { Queryable } from "../../platform/database/db.types";
import { addressKey, type AddressValues } from "./address-validation.helpers";
import { insertAddress } from "./addresses.tables";

/**
 * Saves (or saves again, as it was) a seeded shopper's address under a fixed id, as main: a
 * re-seed puts back what the demo promises, whatever the shopper changed meanwhile.
 */
export async function importAddressSeed(
  tx: Queryable,
  input: { addressId: string; consumerNo: string; values: AddressValues },
): Promise<void> {
  await tx.query("delete from consumer_addresses where address_id = $1", [input.addressId]);
  await tx.query(
    "update consumer_addresses set is_main = false where consumer_no = $1 and approach_type = $2",
    [input.consumerNo, input.values.approachType],
  );
  await insertAddress(
    tx,
    {
      addressId: input.addressId,
      consumerNo: input.consumerNo,
      isMain: true,
      sameKey: addressKey(input.values),
    },
    input.values,
  );
}
