import type { ApproachType } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import type { AddressValues } from "./address-validation.helpers";

export interface AddressRow {
  address_id: string;
  consumer_no: string;
  approach_type: ApproachType;
  is_main: boolean;
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  province: string | null;
  postal_code: string;
  country: string;
  email: string;
  phone: string;
  phone_code: string;
}

const COLUMNS = `address_id, consumer_no, approach_type, is_main, first_name, last_name,
  address_line1, address_line2, city, province, postal_code, country, email, phone, phone_code`;

// "Most recently saved": the order in which a deleted main address's successor is chosen.
const NEWEST_FIRST = "updated_at desc, created_at desc, address_id";

/**
 * Serialises address writes of one shopper for the rest of the transaction, so two saves at
 * once cannot both become the first (main) address or both pass the duplicate check.
 */
export async function lockShopperAddresses(tx: Queryable, consumerNo: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))::text as locked", [
    `consumer_addresses:${consumerNo}`,
  ]);
}

/** A shopper's addresses: shipping first, main first, then the most recently saved. */
export async function selectAddresses(db: Queryable, consumerNo: string): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `select ${COLUMNS} from consumer_addresses where consumer_no = $1
      order by approach_type desc, is_main desc, ${NEWEST_FIRST}`,
    [consumerNo],
  );
}

/** One of the shopper's addresses; another shopper's is as absent as an unknown one. */
export async function selectAddress(
  db: Queryable,
  consumerNo: string,
  addressId: string,
): Promise<AddressRow | null> {
  const [row] = await db.query<AddressRow>(
    `select ${COLUMNS} from consumer_addresses where consumer_no = $1 and address_id = $2`,
    [consumerNo, addressId],
  );
  return row ?? null;
}

export async function countAddresses(db: Queryable, consumerNo: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "select count(*)::int as n from consumer_addresses where consumer_no = $1",
    [consumerNo],
  );
  return row?.n ?? 0;
}

/** True when the shopper has an address with this key other than `exceptId`. */
export async function sameAddressExists(
  db: Queryable,
  consumerNo: string,
  sameKey: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from consumer_addresses
      where consumer_no = $1 and same_key = $2 and ($3::text is null or address_id <> $3)`,
    [consumerNo, sameKey, exceptId],
  );
  return rows.length > 0;
}

/** Un-sets the main address of a type (but `exceptId`'s). */
export async function clearMain(
  tx: Queryable,
  consumerNo: string,
  approachType: ApproachType,
  exceptId: string | null,
): Promise<void> {
  await tx.query(
    `update consumer_addresses set is_main = false
      where consumer_no = $1 and approach_type = $2 and is_main
        and ($3::text is null or address_id <> $3)`,
    [consumerNo, approachType, exceptId],
  );
}

/** Makes the most recently saved address of a type main when that type has no main one. */
export async function promoteNewest(
  tx: Queryable,
  consumerNo: string,
  approachType: ApproachType,
): Promise<void> {
  await tx.query(
    `update consumer_addresses set is_main = true
      where address_id = (
        select address_id from consumer_addresses
         where consumer_no = $1 and approach_type = $2
         order by ${NEWEST_FIRST} limit 1)
        and not exists (select 1 from consumer_addresses
                         where consumer_no = $1 and approach_type = $2 and is_main)`,
    [consumerNo, approachType],
  );
}

const valueParams = (values: AddressValues, sameKey: string) => [
  values.approachType,
  values.firstName,
  values.lastName,
  values.addressLine1,
  values.addressLine2,
  values.city,
  values.province,
  values.postalCode,
  values.country,
  values.email,
  values.phone,
  values.phoneCode,
  sameKey,
];

export async function insertAddress(
  tx: Queryable,
  address: { addressId: string; consumerNo: string; isMain: boolean; sameKey: string },
  values: AddressValues,
): Promise<void> {
  await tx.query(
    `insert into consumer_addresses (approach_type, first_name, last_name, address_line1,
       address_line2, city, province, postal_code, country, email, phone, phone_code, same_key,
       address_id, consumer_no, is_main)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      ...valueParams(values, address.sameKey),
      address.addressId,
      address.consumerNo,
      address.isMain,
    ],
  );
}

export async function updateAddress(
  tx: Queryable,
  address: { addressId: string; consumerNo: string; isMain: boolean; sameKey: string },
  values: AddressValues,
): Promise<void> {
  await tx.query(
    `update consumer_addresses set approach_type = $1, first_name = $2, last_name = $3,
       address_line1 = $4, address_line2 = $5, city = $6, province = $7, postal_code = $8,
       country = $9, email = $10, phone = $11, phone_code = $12, same_key = $13,
       is_main = $16, updated_at = now()
      where address_id = $14 and consumer_no = $15`,
    [
      ...valueParams(values, address.sameKey),
      address.addressId,
      address.consumerNo,
      address.isMain,
    ],
  );
}

/** Deletes one of the shopper's addresses; null when it is not theirs or not there. */
export async function deleteAddress(
  tx: Queryable,
  consumerNo: string,
  addressId: string,
): Promise<{ approach_type: ApproachType; is_main: boolean } | null> {
  const [row] = await tx.query<{ approach_type: ApproachType; is_main: boolean }>(
    `delete from consumer_addresses where consumer_no = $1 and address_id = $2
     returning approach_type, is_main`,
    [consumerNo, addressId],
  );
  return row ?? null;
}
