import type { BillingAddressInput, CartAddress } from "@ridgeline/contract";
import { addressRulesFor, normalisePhone } from "../utilities";
import { provinceOption, ruleProblems } from "./shipping/shipping-address.helpers";

/** The stored form of an address the rules passed: trimmed, the province's code, the phone +dial. */
export function storedAddress(
  input: BillingAddressInput & { recipientContactPhone?: string | undefined },
): CartAddress {
  const text = (value: string | null | undefined) => (value ?? "").trim().replace(/\s+/g, " ");
  const countryCode = text(input.countryCode ?? input.country).toUpperCase();
  const rules = addressRulesFor(countryCode);
  const province = text(input.province);
  const options = rules?.fields.province.options;
  const option = options ? provinceOption(options, province) : undefined;
  const phone = normalisePhone({
    phone: text(input.phone),
    countryCode,
    dialCode: text(input.phoneCode) || undefined,
  });
  return {
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    addressLine1: text(input.addressLine1),
    addressLine2: text(input.addressLine2) || null,
    city: text(input.city),
    province: option?.code ?? (province || null),
    postalCode: text(input.postalCode).toUpperCase(),
    country: countryCode,
    countryCode,
    phone: phone.ok ? phone.phone : text(input.phone),
    phoneCode: phone.ok ? phone.dialCode : text(input.phoneCode),
    email: text(input.email) || null,
    recipientContactPhone: contactPhone(text(input.recipientContactPhone), countryCode),
  };
}

/** A recipient's phone as +dial+number when the country's plan reads it, else as typed. */
function contactPhone(typed: string, countryCode: string): string | null {
  if (!typed) return null;
  const phone = normalisePhone({ phone: typed, countryCode });
  return phone.ok ? phone.phone : typed;
}

/**
 * An address as a cart answers it (000 §3 Address): the shipment it is for (null for billing)
 * and whether it passes its country's rules as they are now, which a stored address can stop
 * doing when the rules change.
 */
export function answeredAddress(address: CartAddress, shippingId: string | null): CartAddress {
  const rules = addressRulesFor(address.countryCode);
  return {
    ...address,
    recipientContactPhone: address.recipientContactPhone ?? null,
    shippingId,
    isValidated: rules !== null && ruleProblems(address, rules, "BIL400").length === 0,
  };
}

/** A billing address's problem: BIL400 for a field (the country's rules), BILL410 for the phone. */
export interface BillingAddressProblem {
  code: "BIL400" | "BILL410";
  field: string;
  message: string;
}

/**
 * What is wrong with a billing address, every problem: a country we know the address rules of
 * (a card's billing address may be abroad, so any of them, not only the site's), each field by
 * that country's rules (BIL400), and a phone (BILL410, 000 §8 "billing phone missing"). A PO
 * box is fine: nothing is shipped there.
 */
export function billingProblems(input: BillingAddressInput): BillingAddressProblem[] {
  const country = (input.countryCode ?? input.country ?? "").trim().toUpperCase();
  const rules = country ? addressRulesFor(country) : null;
  if (!rules)
    return [
      {
        code: "BIL400",
        field: "country",
        message: country
          ? `We do not know the country ${country.slice(0, 8)}.`
          : "This field is required.",
      },
    ];
  const problems: BillingAddressProblem[] = ruleProblems(input, rules, "BIL400");
  if ((input.phone ?? "").trim() === "")
    return [
      ...problems.filter((problem) => problem.field !== "phone"),
      { code: "BILL410", field: "phone", message: "A phone number is required for billing." },
    ];
  return problems;
}
