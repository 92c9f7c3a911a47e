// Shipping address validation (issue 12, point 4; spec 000 §7 `POST /cart/v1/cart/{basketId}/
// shippingAddress/validation`, §8 SHP500, SHP410, CHK380, CHK320; decision 0058). A pure
// function: the cart answers its list as the validation call's errors.
//
// The rules, each with its reason:
//
// 1. Every problem at once, not the first: the checkout form marks every field in one round.
// 2. PAY401 (CANT_SHIP_THERE) when the country is not the site's: a site ships within its own
//    country only (its prices, carriers and taxes are domestic; methodsFor and the tax engine
//    say the same). The country's own rules are then moot, so CHK320 is not looked for. 000 §8
//    shows CANT_SHIP_THERE at the top of the page, where the shopper reads it (decision 0083).
// 3. SHP500 when address line 1 or 2 is a post-office box, in any of the sites' languages and
//    the common spellings (isPoBox below): couriers and same-day vans cannot deliver to one.
// 4. SHP410 when the phone is empty: carriers call or text before delivering.
// 5. CHK320 for what the country's address rules refuse (the utilities area's rules: the
//    defaults of spec 000 §5 overridden per country, as the address book applies them):
//    required fields, lengths, the name pattern, the postal-code pattern, a required region or
//    one the country does not have, and a phone its country's rules refuse. The e-mail is the
//    checkout's contact step; it is checked here only when the address carries one.

import {
  ADDRESS_RULE_FIELDS,
  type AddressFieldRule,
  type AddressRuleField,
  type AddressRules,
  type ErrorId,
} from "@ridgeline/contract";
import { addressRulesFor, normalisePhone } from "../../utilities";
import { SHIPPING_SITES, type ShippingSiteLocale } from "./shipping-methods.data";

/** A shipping address as the checkout sends it (spec 000 §3 Address); every field may be missing. */
export interface ShippingAddressInput {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  city?: string | null | undefined;
  province?: string | null | undefined;
  postalCode?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  /** Dial code of the phone; the country's when absent. */
  phoneCode?: string | null | undefined;
}

export type ShippingAddressCode = Extract<
  ErrorId,
  "SHP500" | "SHP410" | "CHK380" | "CHK320" | "PAY401"
>;

export interface ShippingAddressProblem {
  code: ShippingAddressCode;
  field: string;
  message: string;
}

// Post-office boxes, matched on the text folded by foldForPoBox: lower case, accents dropped,
// every run of other characters one space ("P.O.Box" → "p o box", "Boîte" → "boite").
// `(?<![a-z])` and `(?![a-z])` are word edges that let a digit touch ("BP123", "Postfach12"),
// so "Boxer", "Sandbox", "Xbox" and "Bpm" are never a box.
const NUMBER = String.raw`(?:(?:no|nr|n|num|number|nummer) ?)?\d`;
const PO_BOX_PATTERNS: readonly RegExp[] = [
  // English: PO Box, P.O. Box, POBox, Post Office Box, Postal Box, GPO Box, Post Box.
  new RegExp(String.raw`(?<![a-z])(?:p ?o|post ?office|postal|g ?p ?o|post) ?box(?![a-z])`),
  // "Box 123" alone, "POB 123", "Locked Bag 5", "Private Bag 5": only with a number.
  new RegExp(String.raw`(?<![a-z])(?:box|p ?o ?b|locked bag|private bag) ?${NUMBER}`),
  // German: Postfach, Postf. 12; general delivery (Postlagernd) cannot take a parcel either.
  /(?<![a-z])(?:postfach|postf|postlagernd)(?![a-z])/,
  // French: Boîte postale, BP 123, B.P. 123, Case postale, C.P. 123 (Québec), Poste restante.
  new RegExp(String.raw`(?<![a-z])(?:boite ?postale|case ?postale|poste ?restante)(?![a-z])`),
  new RegExp(String.raw`(?<![a-z])(?:b ?p|c ?p) ?${NUMBER}`),
  // Spanish, Portuguese, Italian, Dutch, Nordic: Apartado (de correos), Apdo., Casilla de
  // correo, Caixa postal, Casella postale, Postbus, Postboks.
  /(?<![a-z])(?:apartado|apdo|casilla (?:de )?correos?|casilla postal|caixa postal|casella postale|postbus|postboks)(?![a-z])/,
];

/** Lower case, without accents: "Québec" → "quebec". */
function withoutAccents(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The province or state a shopper typed, by its code or its name, accents aside (a shopper on
 * the French Canadian site writes "Québec" for the rule's "Quebec"); undefined when none is.
 */
export function provinceOption(
  options: readonly { code: string; name: string }[],
  text: string,
): { code: string; name: string } | undefined {
  const wanted = withoutAccents(text);
  return options.find(
    (option) => withoutAccents(option.code) === wanted || withoutAccents(option.name) === wanted,
  );
}

/** Lower case, accents dropped, every run of anything but a-z and 0-9 one space. */
function foldForPoBox(text: string): string {
  return ` ${withoutAccents(text)} `.replace(/[^a-z0-9]+/g, " ");
}

/** True when an address line is a post-office box, in any spelling the patterns know (rule 3). */
export function isPoBox(line: string): boolean {
  const folded = foldForPoBox(line);
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(folded));
}

/** Trimmed, with runs of spaces as one, as the address book stores text. */
function clean(value: string | null | undefined): string {
  return (value ?? "").trim().replace(/\s+/g, " ");
}

/** The fields checked as text against their rule. */
type TextField = Exclude<AddressRuleField, "country" | "phone">;

/** What a field's rule refuses in its text, or null (the address book's rules and messages). */
function fieldProblem(field: TextField, text: string, rules: AddressRules): string | null {
  const rule: AddressFieldRule = rules.fields[field];
  if (text === "") return rule.required ? "This field is required." : null;
  const chars = [...text].length;
  if (chars > rule.maxLength || (rule.minLength !== null && chars < rule.minLength))
    return rule.minLength !== null
      ? `Must be ${rule.minLength} to ${rule.maxLength} characters.`
      : `Must be at most ${rule.maxLength} characters.`;
  const value = field === "postalCode" ? text.toUpperCase() : text;
  if (rule.pattern !== null && !new RegExp(rule.pattern, "u").test(value)) {
    if (field === "postalCode") {
      const hint = rule.example ? ` (for example ${rule.example})` : "";
      return `This is not a postal code of ${rules.countryCode}${hint}.`;
    }
    if (field === "email") return "Email is not valid.";
    return field === "firstName" || field === "lastName"
      ? "Name is not valid."
      : "This is not valid.";
  }
  if (rule.options && !provinceOption(rule.options, text))
    return `Choose a province or state of ${rules.countryCode}.`;
  return null;
}

/** CHK320: every field the country's rules refuse, the phone included (rule 5). */
/**
 * The country's field rules (required fields, lengths, postal code, province, phone) as
 * problems with `code`: CHK320 for a shipping address, BIL400 for a billing one.
 */
export function ruleProblems<Code extends string = "CHK320">(
  address: ShippingAddressInput,
  rules: AddressRules,
  code: Code = "CHK320" as Code,
): { code: Code; field: string; message: string }[] {
  // The country is rule 2's and the phone is checked below; the e-mail only when given.
  const fields = ADDRESS_RULE_FIELDS.filter(
    (field): field is TextField =>
      field !== "country" &&
      field !== "phone" &&
      (field !== "email" || clean(address.email) !== ""),
  );
  const problems: { code: Code; field: string; message: string }[] = fields.flatMap((field) => {
    const message = fieldProblem(field, clean(address[field]), rules);
    return message === null ? [] : [{ code, field, message }];
  });
  const phone = clean(address.phone);
  if (phone !== "") {
    const checked = normalisePhone({
      phone,
      countryCode: rules.countryCode,
      dialCode: clean(address.phoneCode) || undefined,
    });
    if (!checked.ok)
      problems.push({
        code,
        field: checked.error === "UNKNOWN_DIAL_CODE" ? "phoneCode" : "phone",
        message: checked.message,
      });
  }
  return problems;
}

/**
 * Validates a shipping address for a site (rules above): [] when it can be shipped to, else
 * every problem as { code, field, message } with SHP500, SHP410, CHK380 or CHK320.
 */
export function validateShippingAddress(
  address: ShippingAddressInput,
  siteLocale: ShippingSiteLocale,
): ShippingAddressProblem[] {
  const problems: ShippingAddressProblem[] = [];
  const country = clean(address.country).toUpperCase();
  const siteCountry = SHIPPING_SITES[siteLocale].country;
  if (country === "")
    problems.push({ code: "CHK320", field: "country", message: "This field is required." });
  else if (country !== siteCountry)
    problems.push({
      code: "PAY401",
      field: "country",
      message: `We ship only to addresses in ${siteCountry} from this site.`,
    });
  for (const field of ["addressLine1", "addressLine2"] as const) {
    if (isPoBox(clean(address[field])))
      problems.push({ code: "SHP500", field, message: "We cannot ship to a PO box." });
  }
  if (clean(address.phone) === "")
    problems.push({
      code: "SHP410",
      field: "phone",
      message: "A phone number is required for shipping.",
    });
  const rules = country === siteCountry ? addressRulesFor(country) : null;
  return rules ? [...problems, ...ruleProblems(address, rules)] : problems;
}
