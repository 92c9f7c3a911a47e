import { OwnValidation } from "../../lib/form-validation";
import { countryOfLocale, postalCodeLabelKey } from "../../lib/address-layout";
import { PROFILE_INTERESTS, signUpRulesFor, type ConsumerProfileView } from "@ridgeline/contract";
import { Form } from "react-router";
import { formErrorText } from "../../lib/form-errors";
import { useT, type MessageKey } from "../../lib/i18n";
import type { AccountProblem } from "../auth";
import { PROFILE_FORM_FIELDS } from "./profile-form";

const GENDERS = ["F", "M", "X"] as const;

interface Props {
  profile: ConsumerProfileView;
  locale: string;
  /** The refused save, whose values the form shows again. */
  problem: AccountProblem | null;
  busy: boolean;
}

/**
 * The profile's fields (name, phone, postal code, birth date as the country's rules ask,
 * gender, interests, shoe size), starting from the saved profile or from a refused save. A
 * refusal shows beside its field, or above the form when it names none of them.
 */
export function ProfileForm({ profile, locale, problem, busy }: Props) {
  const t = useT();
  const details = profile.consumerDetails;
  const rules = signUpRulesFor(locale.split("-")[1] ?? "");
  const start: Record<string, string> = problem?.values ?? {
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone ?? "",
    postalCode: details.postalCode ?? "",
    birthDate: details.birthDate ?? "",
    gender: details.gender ?? "",
    preferredShoeSize: profile.preferences.preferredShoeSize ?? "",
    interests: profile.preferences.interests,
  };
  // The API names preference fields by their path in the body ("preferences.interests").
  const problemField = problem?.field?.replace(/^preferences\./, "") ?? null;
  const ticked = new Set((start["interests"] ?? "").split("|"));
  const errorFor = (field: string) =>
    problem && problemField === field ? (
      <span className="field-error" role="alert" data-testid={`error-${field}`}>
        {formErrorText(t, "profile", { errorId: problem.errorId, field })}
      </span>
    ) : null;
  const optional = <span className="muted"> ({t("auth.optional")})</span>;
  const input = (
    name: "firstName" | "lastName" | "phone" | "postalCode" | "birthDate" | "preferredShoeSize",
    label: MessageKey,
    extra: Record<string, string | number | boolean>,
    required = false,
  ) => (
    <div className="field-group">
      <label>
        <span>
          {t(label)}
          {required ? null : optional}
        </span>
        <input
          name={name}
          defaultValue={start[name] ?? ""}
          required={required}
          aria-invalid={problemField === name || undefined}
          {...extra}
        />
      </label>
      {errorFor(name)}
    </div>
  );
  const general =
    problem && !PROFILE_FORM_FIELDS.some((field) => field === problemField)
      ? formErrorText(t, "profile", { errorId: problem.errorId, field: problemField ?? undefined })
      : null;
  return (
    <>
      {general ? (
        <p className="notice field-error" role="alert" data-testid="profile-error">
          {general}
        </p>
      ) : null}
      {/* Keyed by its values: after a save the fields start again from the saved profile. */}
      <Form
        key={JSON.stringify(start)}
        method="post"
        className="stack-form profile-form"
        data-testid="profile-form"
      >
        <OwnValidation />
        <div className="stack-form__row">
          {input(
            "firstName",
            "auth.firstName",
            { autoComplete: "given-name", maxLength: 30 },
            true,
          )}
          {input("lastName", "auth.lastName", { autoComplete: "family-name", maxLength: 30 }, true)}
        </div>
        <div className="stack-form__row">
          {input("phone", "auth.phone", {
            type: "tel",
            autoComplete: "tel",
            maxLength: 20,
            placeholder: t("auth.phoneHint"),
          })}
          {input("postalCode", postalCodeLabelKey(countryOfLocale(locale)), {
            autoComplete: "postal-code",
            maxLength: 12,
          })}
        </div>
        <div className="stack-form__row">
          {input(
            "birthDate",
            "auth.birthDate",
            { type: "date", autoComplete: "bday" },
            rules.birthDateRequired,
          )}
          <div className="field-group">
            <label>
              <span>
                {t("auth.gender")}
                {optional}
              </span>
              <select name="gender" defaultValue={start["gender"] ?? ""}>
                <option value="">{t("auth.gender.none")}</option>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`auth.gender.${gender}`)}
                  </option>
                ))}
              </select>
            </label>
            {errorFor("gender")}
          </div>
        </div>
        <fieldset className="profile-interests" data-testid="profile-interests">
          <legend>{t("profile.interests")}</legend>
          <p className="muted">{t("profile.interestsHelp")}</p>
          <div className="profile-interests__grid">
            {PROFILE_INTERESTS.map((interest) => (
              <label key={interest} className="checkbox-line">
                <input
                  type="checkbox"
                  name="interests"
                  value={interest}
                  defaultChecked={ticked.has(interest)}
                />
                {t(`interest.${interest}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="profile-shoe">
          {input("preferredShoeSize", "profile.shoeSize", {
            inputMode: "decimal",
            maxLength: 4,
            placeholder: t("profile.shoeSizeHint"),
          })}
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("profile.save")}
          </button>
        </div>
      </Form>
    </>
  );
}
