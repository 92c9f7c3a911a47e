import type { AddressRules, Country, StoreEmployee, UtilityStore } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { StoresService } from "../stores";
import { addressRulesFor } from "./address-rules.helpers";
import { COUNTRIES } from "./countries.data";
import { selectStoreEmployees } from "./utilities.tables";
import { collator } from "@ridgeline/contract";

type Language = "en" | "fr" | "de";

export interface UtilitiesService {
  /** The country list named in a site language (English for any other), sorted by name. */
  countryList(language: string): Country[];
  /** Address rules of a country of the country list; any other code is VAL400 naming countryCode. */
  addressRules(countryCode: string): AddressRules;
  /** Address rules of a country of the country list, or null for any other code. */
  findAddressRules(countryCode: string): AddressRules | null;
  /** Every store, or one country's. */
  stores(country?: string): Promise<UtilityStore[]>;
  /** A store's active employees; an unknown store is STR404 naming storeId. */
  storeEmployees(
    storeId: string,
  ): Promise<{ storeId: string; storeName: string; employees: StoreEmployee[] }>;
}

const languageOf = (language: string): Language =>
  language === "fr" || language === "de" ? language : "en";

/** The last name's first letter (its first code point, so "Øster" gives "Ø"). */
function initialOf(lastName: string): string {
  return ([...lastName.trim()][0] ?? "").toUpperCase();
}

export function createUtilitiesService(deps: { db: Db; stores: StoresService }): UtilitiesService {
  return {
    countryList(language) {
      const lang = languageOf(language);
      const order = collator(lang);
      return COUNTRIES.map((country) => ({
        name: country.names[lang],
        code: country.code,
        dialCode: country.dialCode,
        ...(country.mask ? { mask: country.mask } : {}),
      })).sort((a, b) => order.compare(a.name, b.name));
    },

    addressRules(countryCode) {
      const rules = addressRulesFor(countryCode);
      if (!rules)
        throw new AppError("VAL400", {
          field: "countryCode",
          message: `countryCode: ${countryCode.toUpperCase()} is not a country we know.`,
        });
      return rules;
    },

    findAddressRules: addressRulesFor,

    async stores(country) {
      const stores = await deps.stores.listStores(country);
      return stores.map((store) => ({
        storeId: store.storeId,
        name: store.name,
        addressLine1: store.addressLine1,
        city: store.city,
        province: store.province,
        postalCode: store.postalCode,
        country: store.country,
        phone: store.phone,
        timezone: store.timezone,
        pickupEnabled: store.pickupEnabled,
      }));
    },

    async storeEmployees(storeId) {
      const store = await deps.stores.storeById(storeId);
      const rows = await selectStoreEmployees(deps.db, store.storeId);
      return {
        storeId: store.storeId,
        storeName: store.name,
        employees: rows.map((row) => {
          const lastInitial = initialOf(row.last_name);
          return {
            storeEmployeeId: row.store_employee_id,
            firstName: row.first_name,
            lastInitial,
            storeEmployeeName: lastInitial ? `${row.first_name} ${lastInitial}.` : row.first_name,
          };
        }),
      };
    },
  };
}
