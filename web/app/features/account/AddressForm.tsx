import { OwnValidation } from "../../lib/form-validation";
import type { Address, AddressRules, Country } from "@ridgeline/contract";
import { Form, Link, useSubmit } from "react-router";
import type { AccountProblem } from "../auth";
import { postalCodeLabelKey } from "../../lib/address-layout";
import { formErrorText } from "../../lib/form-errors";
import { useT } from "../../lib/i18n";
import { useSavedFormKey } from "../../lib/saved-form-key";

/** The address fields a form posts (the country travels as `countryCode`). */
export const ADDRESS_FORM_FIELDS = [
  "approachType",
  "firstName",
  "lastName",
  "addressLine1",
  "addressLine2",
  "city",
  "province",
  "postalCode",
  "countryCode",
  "phone",
  "email",
] as const;

interface Props {
  locale: string;
  countries: Country[];
  rules: AddressRules;
  /** The address being edited, or null for a new one. */
  editing: Address | null;
  /** Values to start from: a refused form's, else the edited address's or the profile's. */
  values: Record<string, string>;
  problem: AccountProblem | null;
  busy: boolean;
}

/**
 * Adds or edits an address with the rules of its country: a state or province list where the
 * country has one, the postal code's example, the phone's dial code and mask. Choosing another
 * country reloads the rules (a plain GET form; without JavaScript its button sends it).
 */
export function AddressForm({ locale, countries, rules, editing, values, problem, busy }: Props) {
  const t = useT();
  const submit = useSubmit();
  // A new form after every saved answer (issue 11 point 5): a saved address does not stay in
  // it. A refused one keeps the form, with what was typed.
  const sent = useSavedFormKey(problem !== null);
  const { fields } = rules;
  const shown = new Set<string>(ADDRESS_FORM_FIELDS);
  const errorFor = (field: string) =>
    problem?.field === field || (field === "countryCode" && problem?.field === "country") ? (
      <span className="field-error" role="alert" data-testid={`error-${field}`}>
        {formErrorText(t, "address", { errorId: problem.errorId, field })}
      </span>
    ) : null;
  const optional = <span className="muted"> ({t("auth.optional")})</span>;
  const text = (
    name: "firstName" | "lastName" | "addressLine1" | "addressLine2" | "city" | "email",
    label: string,
    autoComplete: string,
  ) => (
    <label className="field-group">
      <span>
        {label}
        {fields[name].required ? null : optional}
      </span>
      <input
        name={name}
        type={name === "email" ? "email" : "text"}
        autoComplete={autoComplete}
        required={fields[name].required}
        maxLength={fields[name].maxLength}
        defaultValue={values[name] ?? ""}
        aria-invalid={problem?.field === name || undefined}
      />
      {errorFor(name)}
    </label>
  );
  const province = fields.province;
  const postal = fields.postalCode;
  return (
    <div className="address-form" id="address-form" data-testid="address-form">
      <h2>{editing ? t("addresses.editTitle") : t("addresses.addTitle")}</h2>
      <Form method="get" className="address-form__country" preventScrollReset>
        {editing ? <input type="hidden" name="edit" value={editing.id} /> : null}
        <label className="field-group">
          <span>{t("addresses.country")}</span>
          <select
            name="country"
            autoComplete="country"
            defaultValue={rules.countryCode}
            onChange={(event) =>
              void submit(event.currentTarget.form, { preventScrollReset: true })
            }
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {errorFor("countryCode")}
        </label>
        <noscript>
          <button type="submit" className="button button--secondary">
            {t("addresses.changeCountry")}
          </button>
        </noscript>
      </Form>
      <Form
        method="post"
        className="stack-form"
        key={`${editing?.id ?? "new"}-${rules.countryCode}-${sent}`}
      >
        <OwnValidation />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="countryCode" value={rules.countryCode} />
        <input type="hidden" name="phoneCode" value={rules.phone.dialCode} />
        {editing ? <input type="hidden" name="addressId" value={editing.id} /> : null}
        <fieldset className="choice-row">
          <legend>{t("addresses.type")}</legend>
          {(["S", "B"] as const).map((type) => (
            <label key={type} className="checkbox-line">
              <input
                type="radio"
                name="approachType"
                value={type}
                defaultChecked={(values["approachType"] || "S") === type}
              />
              {t(type === "S" ? "addresses.shipping" : "addresses.billing")}
            </label>
          ))}
        </fieldset>
        <div className="stack-form__row">
          {text("firstName", t("auth.firstName"), "given-name")}
          {text("lastName", t("auth.lastName"), "family-name")}
        </div>
        {text("addressLine1", t("addresses.line1"), "address-line1")}
        {text("addressLine2", t("addresses.line2"), "address-line2")}
        <div className="stack-form__row">
          {text("city", t("addresses.city"), "address-level2")}
          <label className="field-group">
            <span>
              {t("addresses.province")}
              {province.required ? null : optional}
            </span>
            {province.options ? (
              <select
                name="province"
                autoComplete="address-level1"
                required={province.required}
                defaultValue={values["province"] ?? ""}
              >
                <option value="">{t("addresses.chooseProvince")}</option>
                {province.options.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                name="province"
                autoComplete="address-level1"
                required={province.required}
                maxLength={province.maxLength}
                defaultValue={values["province"] ?? ""}
              />
            )}
            {errorFor("province")}
          </label>
        </div>
        <label className="field-group">
          <span>
            {t(postalCodeLabelKey(rules.countryCode))}
            {postal.required ? null : optional}
          </span>
          <input
            name="postalCode"
            autoComplete="postal-code"
            required={postal.required}
            maxLength={postal.maxLength}
            defaultValue={values["postalCode"] ?? ""}
            aria-describedby={postal.example ? "postal-hint" : undefined}
          />
          {postal.example ? (
            <span className="muted field-hint" id="postal-hint">
              {t("addresses.example", { example: postal.example })}
            </span>
          ) : null}
          {errorFor("postalCode")}
        </label>
        <label className="field-group">
          <span>{t("account.phone")}</span>
          <span className="phone-field">
            <span className="phone-field__code" aria-label={t("addresses.dialCode")}>
              {rules.phone.dialCode}
            </span>
            <input
              name="phone"
              type="tel"
              autoComplete="tel-national"
              required={fields.phone.required}
              maxLength={fields.phone.maxLength}
              placeholder={rules.phone.mask.replace(/X/g, "0")}
              defaultValue={values["phone"] ?? ""}
            />
          </span>
          {errorFor("phone")}
        </label>
        {text("email", t("auth.email"), "email")}
        <label className="checkbox-line">
          <input type="checkbox" name="main" value="true" defaultChecked={editing?.main ?? false} />
          {t("addresses.makeMainOnSave")}
        </label>
        {problem?.intent === "save" &&
        (!problem.field || !shown.has(problem.field)) &&
        problem.field !== "country" ? (
          <p className="field-error" role="alert" data-testid="address-error">
            {formErrorText(t, "address", {
              errorId: problem.errorId,
              field: problem.field ?? undefined,
            })}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("addresses.save")}
          </button>
          {editing ? (
            <Link to={`/${locale}/account/addresses`} className="button button--secondary">
              {t("addresses.cancel")}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
