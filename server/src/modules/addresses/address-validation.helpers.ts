import type { AddressFieldRule, AddressRules, ApproachType } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import { normalisePhone } from "../utilities";

/** What a shopper's address is made of before the rules have looked at it. */
export interface AddressDraft {
  approachType: ApproachType;
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | null | undefined;
  city: string;
  province?: string | null | undefined;
  postalCode: string;
  country: string;
  email: string;
  phone: string;
  /** Dial code of the phone; the country's when absent. */
  phoneCode?: string | undefined;
}

/** An address that passed the rules, in its stored form. */
export interface AddressValues {
  approachType: ApproachType;
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  province: string | null;
  postalCode: string;
  country: string;
  email: string;
  /** +dialCode+number. */
  phone: string;
  phoneCode: string;
}

const REQUIRED = "This field is required.";

function invalid(field: string, message: string): AppError {
  return new AppError("VAL400", { field, message: `${field}: ${message}` });
}

/** Trims a text field and checks it against its rule; an empty optional field is null. */
function checkText(field: string, value: string | null | undefined, rule: AddressFieldRule) {
  const text = (value ?? "").trim().replace(/\s+/g, " ");
  if (text === "") {
    if (rule.required) throw invalid(field, REQUIRED);
    return null;
  }
  const chars = [...text].length;
  if (chars > rule.maxLength || (rule.minLength !== null && chars < rule.minLength)) {
    const range =
      rule.minLength !== null
        ? `${rule.minLength} to ${rule.maxLength} characters`
        : `at most ${rule.maxLength} characters`;
    throw invalid(field, `Must be ${range}.`);
  }
  return text;
}

function matches(text: string, rule: AddressFieldRule): boolean {
  return rule.pattern === null || new RegExp(rule.pattern, "u").test(text);
}

function required(text: string | null, field: string): string {
  if (text === null) throw invalid(field, REQUIRED);
  return text;
}

/**
 * Checks an address against its country's rules (spec 000 §5 defaults overridden per country)
 * and gives its stored form; the first field that fails is VAL400 naming it, an e-mail that
 * is not one AUT453. `rules` must be the rules of `draft.country` (upper case).
 */
export function validateAddress(draft: AddressDraft, rules: AddressRules): AddressValues {
  const { fields } = rules;
  const name = (field: "firstName" | "lastName") => {
    const text = required(checkText(field, draft[field], fields[field]), field);
    if (!matches(text, fields[field])) throw invalid(field, "Name is not valid.");
    return text;
  };
  const firstName = name("firstName");
  const lastName = name("lastName");
  const addressLine1 = required(
    checkText("addressLine1", draft.addressLine1, fields.addressLine1),
    "addressLine1",
  );
  const addressLine2 = checkText("addressLine2", draft.addressLine2, fields.addressLine2);
  const city = required(checkText("city", draft.city, fields.city), "city");

  let province = checkText("province", draft.province, fields.province);
  const options = fields.province.options;
  if (province !== null && options) {
    const wanted = province.toLowerCase();
    const option = options.find(
      (candidate) =>
        candidate.code.toLowerCase() === wanted || candidate.name.toLowerCase() === wanted,
    );
    if (!option) throw invalid("province", `Choose a province or state of ${rules.countryCode}.`);
    province = option.code;
  }

  const postalText = required(
    checkText("postalCode", draft.postalCode, fields.postalCode),
    "postalCode",
  );
  const postalCode = postalText.toUpperCase();
  if (!matches(postalCode, fields.postalCode)) {
    const hint = fields.postalCode.example ? ` (for example ${fields.postalCode.example})` : "";
    throw invalid("postalCode", `This is not a postal code of ${rules.countryCode}${hint}.`);
  }

  const email = required(checkText("email", draft.email, fields.email), "email").toLowerCase();
  if (!matches(email, fields.email))
    throw new AppError("AUT453", { field: "email", message: "Email is not valid." });

  const phoneText = required(checkText("phone", draft.phone, fields.phone), "phone");
  const phone = normalisePhone({
    phone: phoneText,
    countryCode: rules.countryCode,
    dialCode: draft.phoneCode,
  });
  if (!phone.ok) {
    const field = phone.error === "UNKNOWN_DIAL_CODE" ? "phoneCode" : "phone";
    throw invalid(field, phone.message);
  }

  return {
    approachType: draft.approachType,
    firstName,
    lastName,
    addressLine1,
    addressLine2,
    city,
    province,
    postalCode,
    country: rules.countryCode,
    email,
    phone: phone.phone,
    phoneCode: phone.dialCode,
  };
}

/**
 * What makes two addresses of one shopper "the same" (CCA400): every field but the main flag,
 * compared without case and spacing differences.
 */
export function addressKey(address: AddressValues): string {
  return [
    address.approachType,
    address.firstName,
    address.lastName,
    address.addressLine1,
    address.addressLine2 ?? "",
    address.city,
    address.province ?? "",
    address.postalCode.replace(/\s/g, ""),
    address.country,
    address.email,
    address.phone,
  ]
    .map((part) => part.toLowerCase())
    .join("|");
}
