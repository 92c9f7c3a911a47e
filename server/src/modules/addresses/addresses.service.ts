import { randomUUID } from "node:crypto";
import {
  MAX_ADDRESSES_PER_SHOPPER,
  type Address,
  type AddressChangeResult,
  type AddressCreateBody,
  type AddressRules,
  type AddressUpdateBody,
} from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { UtilitiesService } from "../utilities";
import { addressKey, validateAddress, type AddressDraft } from "./address-validation.helpers";
import {
  clearMain,
  countAddresses,
  deleteAddress,
  insertAddress,
  lockShopperAddresses,
  promoteNewest,
  sameAddressExists,
  selectAddress,
  selectAddresses,
  updateAddress,
  type AddressRow,
} from "./addresses.tables";

export interface AddressesService {
  /** The shopper's saved addresses (the profile embeds them as consumerDetails' address list). */
  listAddresses(consumerNo: string): Promise<Address[]>;
  /** Saves an address; the first of its type, or one sent with main, becomes main. */
  createAddress(consumerNo: string, body: AddressCreateBody): Promise<AddressChangeResult>;
  /** Changes some fields of an address, or makes it main; not the shopper's is CCA401. */
  updateAddress(
    consumerNo: string,
    addressId: string,
    body: AddressUpdateBody,
  ): Promise<AddressChangeResult>;
  /** Deletes an address; when it was main, the most recently saved other one of its type is. */
  deleteAddress(consumerNo: string, addressId: string): Promise<AddressChangeResult>;
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.address_id,
    addressId: row.address_id,
    approachType: row.approach_type,
    main: row.is_main,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    country: row.country,
    countryCode: row.country,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    phoneCode: row.phone_code,
    postalCode: row.postal_code,
    province: row.province,
  };
}

// The same answer whether the id is unknown or another shopper's, so ids cannot be probed.
const notFound = () =>
  new AppError("CCA401", { field: "addressId", message: "The address was not found." });

const alreadySaved = () =>
  new AppError("CCA400", { field: "addressLine1", message: "This address is already saved." });

export function createAddressesService(deps: {
  db: Db;
  utilities: UtilitiesService;
}): AddressesService {
  const { db } = deps;

  function rulesOf(country: string | undefined, countryCode: string | undefined): AddressRules {
    const field = country !== undefined ? "country" : "countryCode";
    const code = (country ?? countryCode ?? "").trim().toUpperCase();
    if (
      country !== undefined &&
      countryCode !== undefined &&
      code !== countryCode.trim().toUpperCase()
    )
      throw new AppError("VAL400", {
        field: "countryCode",
        message: "countryCode: country and countryCode name different countries.",
      });
    const rules = /^[A-Z]{2}$/.test(code) ? deps.utilities.findAddressRules(code) : null;
    if (!rules) {
      const message = code === "" ? "This field is required." : `${code} is not a country we know.`;
      throw new AppError("VAL400", { field, message: `${field}: ${message}` });
    }
    return rules;
  }

  function check(draft: Omit<AddressDraft, "country">, country?: string, countryCode?: string) {
    const rules = rulesOf(country, countryCode);
    const values = validateAddress({ ...draft, country: rules.countryCode }, rules);
    return { values, sameKey: addressKey(values) };
  }

  async function list(q: Queryable, consumerNo: string): Promise<Address[]> {
    return (await selectAddresses(q, consumerNo)).map(toAddress);
  }

  return {
    listAddresses: (consumerNo) => list(db, consumerNo),

    async createAddress(consumerNo, body) {
      const { country, countryCode, main, ...draft } = body;
      const { values, sameKey } = check(draft, country, countryCode);
      const addressId = randomUUID();
      return db.transaction(async (tx) => {
        await lockShopperAddresses(tx, consumerNo);
        if ((await countAddresses(tx, consumerNo)) >= MAX_ADDRESSES_PER_SHOPPER)
          throw new AppError("VAL400", {
            field: "addressId",
            message: `You can keep at most ${MAX_ADDRESSES_PER_SHOPPER} addresses; delete one first.`,
          });
        if (await sameAddressExists(tx, consumerNo, sameKey, null)) throw alreadySaved();
        if (main) await clearMain(tx, consumerNo, values.approachType, null);
        await insertAddress(tx, { addressId, consumerNo, isMain: main, sameKey }, values);
        // The first address of a type is main whatever was asked (spec 000 §4).
        await promoteNewest(tx, consumerNo, values.approachType);
        return { addressId, addresses: await list(tx, consumerNo) };
      });
    },

    async updateAddress(consumerNo, addressId, body) {
      const stored = await selectAddress(db, consumerNo, addressId);
      if (!stored) throw notFound();
      const current = toAddress(stored);
      const { country, countryCode, main, ...changes } = body;
      const sentCountry = (country ?? countryCode)?.trim().toUpperCase();
      // A state or province belongs to its country: a move abroad needs a new one (or none).
      const moved = sentCountry !== undefined && sentCountry !== current.country;
      const merged: Omit<AddressDraft, "country"> = {
        approachType: changes.approachType ?? current.approachType,
        firstName: changes.firstName ?? current.firstName,
        lastName: changes.lastName ?? current.lastName,
        addressLine1: changes.addressLine1 ?? current.addressLine1,
        addressLine2:
          changes.addressLine2 !== undefined ? changes.addressLine2 : current.addressLine2,
        city: changes.city ?? current.city,
        province:
          changes.province !== undefined ? changes.province : moved ? null : current.province,
        postalCode: changes.postalCode ?? current.postalCode,
        email: changes.email ?? current.email,
        phone: changes.phone ?? current.phone,
        // A new phone without dial code takes the country's; an untouched one keeps its own.
        phoneCode:
          changes.phoneCode ?? (changes.phone !== undefined ? undefined : current.phoneCode),
      };
      const useStoredCountry = country === undefined && countryCode === undefined;
      const { values, sameKey } = check(
        merged,
        useStoredCountry ? current.country : country,
        countryCode,
      );
      return db.transaction(async (tx) => {
        await lockShopperAddresses(tx, consumerNo);
        const row = await selectAddress(tx, consumerNo, addressId);
        if (!row) throw notFound();
        if (await sameAddressExists(tx, consumerNo, sameKey, addressId)) throw alreadySaved();
        const sameType = row.approach_type === values.approachType;
        // A main address stays main until another one is made main or it is deleted.
        const isMain = main === true || (sameType && row.is_main);
        if (main === true) await clearMain(tx, consumerNo, values.approachType, addressId);
        await updateAddress(tx, { addressId, consumerNo, isMain, sameKey }, values);
        await promoteNewest(tx, consumerNo, values.approachType);
        if (!sameType) await promoteNewest(tx, consumerNo, row.approach_type);
        return { addressId, addresses: await list(tx, consumerNo) };
      });
    },

    async deleteAddress(consumerNo, addressId) {
      return db.transaction(async (tx) => {
        await lockShopperAddresses(tx, consumerNo);
        const deleted = await deleteAddress(tx, consumerNo, addressId);
        if (!deleted) throw notFound();
        if (deleted.is_main) await promoteNewest(tx, consumerNo, deleted.approach_type);
        return { addressId, addresses: await list(tx, consumerNo) };
      });
    },
  };
}
