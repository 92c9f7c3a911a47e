import { numericPostalCode, type AddressRules } from "@ridgeline/contract";
import { useT, type MessageKey } from "../../lib/i18n";
import { ADDRESS_FIELDS, type AddressField } from "./checkout-flow";
import type { FieldProblem } from "./checkout.server";

interface Props {
  rules: AddressRules;
  values: Record<string, string>;
  problem: FieldProblem | null;
  /** Put before each field's name: the billing form's own address (`billing.`). */
  prefix?: string;
  /** The fields shown (all by default): a collection point's needs only who collects it. */
  fields?: readonly AddressField[];
  /**
   * No field is marked required: the fields are there but may go unread (billing's "same as
   * delivery" without JavaScript); the server still names what is missing.
   */
  optional?: boolean;
}

const LABELS: Record<AddressField, [MessageKey, string]> = {
  firstName: ["checkout.firstName", "given-name"],
  lastName: ["checkout.lastName", "family-name"],
  addressLine1: ["checkout.line1", "address-line1"],
  addressLine2: ["checkout.line2", "address-line2"],
  city: ["checkout.city", "address-level2"],
  province: ["checkout.province", "address-level1"],
  postalCode: ["checkout.postalCode", "postal-code"],
  phone: ["checkout.phone", "tel-national"],
};

/**
 * An address's fields by the site country's rules (a list of states or provinces where it has
 * one, the phone's dial code), each with its label above it and the API's refusal under the
 * field it names (BIL400, BILL410, SHP410, CHK380…).
 */
export function AddressFields({
  rules,
  values,
  problem,
  prefix = "",
  optional = false,
  fields = ADDRESS_FIELDS,
}: Props) {
  const t = useT();
  const section = prefix ? prefix.replace(/\W/g, "") : "shipping";
  const field = (name: AddressField) => {
    if (!fields.includes(name)) return null;
    const [label, autoComplete] = LABELS[name];
    const rule = rules.fields[name === "phone" ? "phone" : name];
    const id = `${section}-${name}`;
    const mine =
      problem && (problem.field === name || (name === "phone" && problem.errorId === "BILL410"));
    const error = mine
      ? problem.errorId === "BILL410"
        ? t("checkout.field.BILL410")
        : t("checkout.field.invalid", { field: t(label) })
      : null;
    const common = {
      id,
      name: `${prefix}${name}`,
      autoComplete: `${section} ${autoComplete}`,
      required: rule.required && !optional,
      defaultValue: values[`${prefix}${name}`] ?? values[name] ?? "",
      "aria-invalid": mine ? true : undefined,
      "aria-describedby": mine ? `${id}-error` : undefined,
    } as const;
    return (
      <div className="field-group">
        <label htmlFor={id}>{t(label)}</label>
        {name === "province" && rule.options ? (
          <select {...common}>
            <option value="">{t("checkout.choose")}</option>
            {rule.options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        ) : name === "phone" ? (
          <div className="checkout-phone">
            <span className="checkout-phone__code" aria-hidden="true">
              {rules.phone.dialCode}
            </span>
            <input {...common} type="tel" inputMode="tel" maxLength={rule.maxLength} />
          </div>
        ) : (
          <input
            {...common}
            type="text"
            maxLength={rule.maxLength}
            // A postal code of digits only gets the phone's number pad (decision 0083).
            inputMode={
              name === "postalCode" && numericPostalCode(rules.countryCode) ? "numeric" : undefined
            }
          />
        )}
        {error ? (
          <p id={`${id}-error`} className="field-error" data-testid={`error-${prefix}${name}`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <>
      <div className="stack-form__row">
        {field("firstName")}
        {field("lastName")}
      </div>
      {field("addressLine1")}
      {field("addressLine2")}
      <div className="stack-form__row">
        {field("city")}
        {field("province")}
        {field("postalCode")}
      </div>
      {field("phone")}
    </>
  );
}
