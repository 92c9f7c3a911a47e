import { OwnValidation } from "../../lib/form-validation";
import { countryOfLocale, postalCodeLabelKey } from "../../lib/address-layout";
import { dateTimeFormat, PROFILE_INTERESTS } from "@ridgeline/contract";
import type { ReactNode } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { DETAIL_STEPS, enrolPath, splitInterests, startStep } from "./enrolment";
import { formErrorText } from "../../lib/form-errors";
import { percentText } from "../../lib/format";
import { useT, type MessageKey } from "../../lib/i18n";
import type { AccountProblem, EnrolProfileData } from "./auth.types";

const DETAIL_LABELS: Record<(typeof DETAIL_STEPS)[number], MessageKey> = {
  mobile: "enrol.progress.mobile",
  profile: "enrol.progress.profile",
  interests: "enrol.progress.interests",
};

/** The complete-profile steps 0–5 of 000 §2 for a signed-in shopper. */
export function EnrolProfileSteps({ locale, data }: { locale: string; data: EnrolProfileData }) {
  const t = useT();
  const { step, profile, source } = data;
  const details = profile.consumerDetails;
  const first = startStep({
    signedIn: true,
    phone: details.phone,
    isLoyaltyMember: profile.isLoyaltyMember,
    partiallyEnrolled: profile.partiallyEnrolled,
  });
  const detailIndex = DETAIL_STEPS.findIndex((candidate) => candidate === step);
  return (
    <>
      <h1>{t(profile.isLoyaltyMember ? "enrol.completeTitle" : "enrol.title")}</h1>
      {detailIndex >= 0 ? (
        <ol className="enrol-progress" aria-label={t("enrol.progress.label")}>
          {DETAIL_STEPS.map((candidate, index) => (
            <li
              key={candidate}
              aria-current={index === detailIndex ? "step" : undefined}
              className={index < detailIndex ? "is-done" : undefined}
            >
              <span className="enrol-progress__number">{index + 1}</span>
              {t(DETAIL_LABELS[candidate])}
            </li>
          ))}
        </ol>
      ) : null}
      <div className="enrol-page__panel">
        {step === "non-loyalty" ? (
          <StepForm intent="join" title="enrol.join.title" submit="enrol.join.submit">
            <p>{t("enrol.join.intro", { name: details.firstName })}</p>
            <Perks />
            <label className="checkbox-line">
              <input type="checkbox" name="loyalty" required />
              <span>{t("enrol.loyaltyTerms")}</span>
            </label>
            <Link className="enrol-page__skip" to={enrolPath(locale, first, source)}>
              {t("enrol.join.skip")}
            </Link>
          </StepForm>
        ) : null}
        {step === "welcome" ? (
          <>
            <h2>{t("enrol.welcome.title", { name: details.firstName })}</h2>
            <p>{t("enrol.welcome.intro")}</p>
            <PromoCode promo={data.promo} locale={locale} />
            <Link className="button button--primary" to={enrolPath(locale, first, source)}>
              {t("enrol.continue")}
            </Link>
          </>
        ) : null}
        {step === "mobile" ? (
          <StepForm intent="mobile" title="enrol.mobile.title" submit="enrol.continue">
            <p className="muted">{t("enrol.mobile.intro")}</p>
            <Field name="phone" label={t("auth.phone")}>
              <input
                type="tel"
                name="phone"
                autoComplete="tel"
                required
                maxLength={20}
                placeholder={t("auth.phoneHint")}
                defaultValue={details.phone ?? ""}
              />
            </Field>
          </StepForm>
        ) : null}
        {step === "profile" ? (
          <StepForm intent="profile" title="enrol.profile.title" submit="enrol.continue">
            <p className="muted">{t("enrol.profile.intro")}</p>
            <div className="stack-form__row">
              <Field name="firstName" label={t("auth.firstName")}>
                <input
                  name="firstName"
                  autoComplete="given-name"
                  required
                  maxLength={30}
                  defaultValue={details.firstName}
                />
              </Field>
              <Field name="lastName" label={t("auth.lastName")}>
                <input
                  name="lastName"
                  autoComplete="family-name"
                  required
                  maxLength={30}
                  defaultValue={details.lastName}
                />
              </Field>
            </div>
            <div className="stack-form__row">
              <Field name="birthDate" label={t("auth.birthDate")}>
                <input
                  type="date"
                  name="birthDate"
                  autoComplete="bday"
                  required
                  defaultValue={details.birthDate ?? ""}
                />
              </Field>
              <Field name="postalCode" label={t(postalCodeLabelKey(countryOfLocale(locale)))}>
                <input
                  name="postalCode"
                  autoComplete="postal-code"
                  required
                  maxLength={12}
                  defaultValue={details.postalCode ?? ""}
                />
              </Field>
            </div>
            <Field name="gender" label={`${t("auth.gender")} (${t("auth.optional")})`}>
              <select name="gender" defaultValue={details.gender ?? ""}>
                <option value="">{t("auth.gender.none")}</option>
                <option value="F">{t("auth.gender.F")}</option>
                <option value="M">{t("auth.gender.M")}</option>
                <option value="X">{t("auth.gender.X")}</option>
              </select>
            </Field>
          </StepForm>
        ) : null}
        {step === "interests" ? (
          <StepForm intent="interests" title="enrol.interests.title" submit="enrol.finish">
            <fieldset className="enrol-interests">
              <legend>{t("enrol.interests.intro")}</legend>
              {PROFILE_INTERESTS.map((interest) => (
                <label key={interest} className="enrol-interest">
                  <input
                    type="checkbox"
                    name="interests"
                    value={interest}
                    defaultChecked={splitInterests(profile.preferences.interests).includes(
                      interest,
                    )}
                  />
                  <span>{t(`enrol.interest.${interest}`)}</span>
                </label>
              ))}
            </fieldset>
            <Field
              name="preferences.preferredShoeSize"
              label={`${t("enrol.shoeSize")} (${t("auth.optional")})`}
            >
              <input
                name="preferredShoeSize"
                inputMode="decimal"
                maxLength={4}
                defaultValue={profile.preferences.preferredShoeSize ?? ""}
              />
            </Field>
            {profile.isLoyaltyMember ? null : (
              <label className="checkbox-line">
                <input type="checkbox" name="loyalty" />
                <span>{t("enrol.loyaltyTerms")}</span>
              </label>
            )}
            <label className="checkbox-line">
              <input type="checkbox" name="newsletter" />
              <span>{t("auth.newsletter")}</span>
            </label>
          </StepForm>
        ) : null}
        {step === "success" ? (
          <div data-testid="enrol-success">
            {/* A heading keeps its role (axe: aria-allowed-role); the live region wraps it. */}
            <div role="status">
              <h2>{t("enrol.success.title", { name: details.firstName })}</h2>
            </div>
            <p>
              {t(profile.isLoyaltyMember ? "enrol.success.member" : "enrol.success.registered")}
            </p>
            {profile.loyaltySummary ? (
              <p className="enrol-points">
                {t("enrol.success.points", { points: profile.loyaltySummary.points.balance })}
              </p>
            ) : null}
            <PromoCode promo={data.promo} locale={locale} />
            <div className="auth-dialog__actions">
              <Link className="button button--primary" to={`/${locale}`}>
                {t("enrol.success.shop")}
              </Link>
              <Link className="button button--secondary" to={`/${locale}/account`}>
                {t("authDialog.account")}
              </Link>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}

/** A step's form: its heading, fields, the refusal the API gave and the submit button. */
function StepForm({
  intent,
  title,
  submit,
  children,
}: {
  intent: string;
  title: MessageKey;
  submit: MessageKey;
  children: ReactNode;
}) {
  const t = useT();
  const problem = useActionData<AccountProblem>();
  const busy = useNavigation().state === "submitting";
  const fieldNames = [
    "phone",
    "firstName",
    "lastName",
    "birthDate",
    "postalCode",
    "gender",
    "preferences.preferredShoeSize",
  ];
  return (
    <>
      <h2>{t(title)}</h2>
      <Form method="post" className="stack-form" data-testid={`enrol-${intent}`}>
        <OwnValidation />
        <input type="hidden" name="intent" value={intent} />
        {children}
        {problem && !fieldNames.includes(problem.field ?? "") ? (
          <p className="field-error" role="alert" data-testid="enrol-error">
            {formErrorText(t, "enrol", {
              errorId: problem.errorId,
              field: problem.field ?? undefined,
            })}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--wide" disabled={busy}>
          {t(submit)}
        </button>
      </Form>
    </>
  );
}

/** A labelled field with the API's refusal naming it (`field`) shown under it. */
function Field({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  const t = useT();
  const problem = useActionData<AccountProblem>();
  return (
    <div className="field-group">
      <label>
        {label}
        {children}
      </label>
      {problem?.field === name ? (
        <span className="field-error" role="alert" data-testid={`error-${name}`}>
          {formErrorText(t, "enrol", { errorId: problem.errorId, field: name })}
        </span>
      ) : null}
    </div>
  );
}

function Perks() {
  const t = useT();
  return (
    <ul className="enrol-perks">
      <li>{t("enrol.perk.points")}</li>
      <li>{t("enrol.perk.welcome")}</li>
      <li>{t("enrol.perk.vouchers")}</li>
    </ul>
  );
}

/** The member's welcome promo (GET …/loyalty/promo/welcome), when there is one to use. */
function PromoCode({ promo, locale }: { promo: EnrolProfileData["promo"]; locale: string }) {
  const t = useT();
  if (!promo || promo.redeemed || promo.expired) return null;
  const until = dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(promo.expiresAt),
  );
  return (
    <div className="enrol-promo" data-testid="welcome-promo">
      <p>
        {t("enrol.promo.text", {
          percent: percentText(promo.discountPercentage, locale),
          date: until,
        })}
      </p>
      <p className="enrol-promo__code">{promo.promoCode}</p>
    </div>
  );
}
