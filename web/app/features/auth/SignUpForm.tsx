import { OwnValidation } from "../../lib/form-validation";
import { countryOfLocale, postalCodeLabelKey } from "../../lib/address-layout";
import { useId, useState } from "react";
import type { SignUpRules } from "@ridgeline/contract";
import { useBotAnswer, useBotDefenceRetry, type BotChallengeData } from "../../lib/bot-check";
import { formErrorText } from "../../lib/form-errors";
import { useT } from "../../lib/i18n";
import { BotCheckedSubmit } from "../../ui/BotCheckedForm";
import { PasswordChecklist } from "./PasswordChecklist";
import { SignUpConsents } from "./SignUpConsents";
import { AuthHeading, ViewLink, type AuthFormHost } from "./SignInForm";
import type { CarriedOrder } from "./auth.types";
import { CarriedOrderFields, withCarriedOrder } from "./CarriedOrderFields";

/** Fields whose refusal is shown under the field itself; others go above the button. */
const FIELDS_WITH_ERRORS = [
  "firstName",
  "lastName",
  "birthDate",
  "phone",
  "email",
  "password",
  "isTermsConfirmed",
  "policy",
  "sms",
];

/**
 * The sign-up form of 000 §2 with its password checklist, shared by the sign-up page and the
 * sign-up dialog; both post to the page's action. `email` starts the e-mail field (the
 * enrolment's lookup passes the address it looked up).
 */
export function SignUpForm({
  host,
  next,
  order = null,
  rules,
  bot,
  email = "",
  loyalty,
}: {
  host: AuthFormHost;
  next: string;
  /** A guest order the new account takes in (from its confirmation's link). */
  order?: CarriedOrder | null;
  rules: SignUpRules;
  bot: { register: BotChallengeData; login: BotChallengeData };
  email?: string;
  /** In the enrolment: joining the loyalty programme (its terms box) and where the shopper came from. */
  loyalty?: { store?: string; acquisitionType?: string; campaignName?: string };
}) {
  const t = useT();
  const { locale, FormComponent } = host;
  const [password, setPassword] = useState("");
  const [phone, setPhone] = useState(host.problem?.values["phone"] ?? "");
  const register = useBotAnswer(bot.register);
  const login = useBotAnswer(bot.login);
  const retry = useBotDefenceRetry(
    host.problem,
    [
      { field: "recaptcha_response", bot: register },
      { field: "recaptcha_login", bot: login },
    ],
    host.submit,
  );
  // A bot-defence refusal is retried once before it is shown (000 §4).
  const problem = retry.retrying ? null : host.problem;
  const rulesId = useId();
  const value = (name: string) => problem?.values[name] ?? "";
  const errorFor = (field: string) =>
    problem && problem.field === field ? (
      <span className="field-error" role="alert" data-testid={`error-${field}`}>
        {formErrorText(t, "signup", { errorId: problem.errorId, field })}
      </span>
    ) : null;
  const optional = <span className="muted"> ({t("auth.optional")})</span>;
  return (
    <>
      <AuthHeading host={host}>{t("auth.signUp.title")}</AuthHeading>
      <p className="muted">{t("auth.signUp.intro")}</p>
      <FormComponent
        method="post"
        action={`/${locale}/sign-up`}
        className="stack-form"
        data-testid="sign-up-form"
        onSubmit={retry.onSubmit}
      >
        <OwnValidation />
        <input type="hidden" name="next" value={next} />
        <CarriedOrderFields order={order} />
        {host.inline?.stay ? <input type="hidden" name="mode" value="dialog" /> : null}
        <input type="hidden" name="recaptcha_response" value={register.solved} />
        <input type="hidden" name="recaptcha_login" value={login.solved} />
        {loyalty
          ? Object.entries(loyalty).map(([name, value]) => (
              <input key={name} type="hidden" name={`source.${name}`} value={value} />
            ))
          : null}
        <div className="stack-form__row">
          <div className="field-group">
            <label>
              {t("auth.firstName")}
              <input
                name="firstName"
                autoComplete="given-name"
                required
                maxLength={30}
                defaultValue={value("firstName")}
              />
            </label>
            {errorFor("firstName")}
          </div>
          <div className="field-group">
            <label>
              {t("auth.lastName")}
              <input
                name="lastName"
                autoComplete="family-name"
                required
                maxLength={30}
                defaultValue={value("lastName")}
              />
            </label>
            {errorFor("lastName")}
          </div>
        </div>
        <div className="field-group">
          <label>
            <span>
              {t("auth.birthDate")}
              {rules.birthDateRequired ? null : optional}
            </span>
            <input
              type="date"
              name="birthDate"
              autoComplete="bday"
              required={rules.birthDateRequired}
              defaultValue={value("birthDate")}
            />
          </label>
          {errorFor("birthDate")}
        </div>
        <div className="stack-form__row">
          <label>
            <span>
              {t(postalCodeLabelKey(countryOfLocale(locale)))}
              {optional}
            </span>
            <input
              name="postalCode"
              autoComplete="postal-code"
              maxLength={12}
              defaultValue={value("postalCode")}
            />
          </label>
          <div className="field-group">
            <label>
              <span>
                {t("auth.phone")}
                {optional}
              </span>
              <input
                type="tel"
                name="phone"
                autoComplete="tel"
                maxLength={20}
                placeholder={t("auth.phoneHint")}
                defaultValue={value("phone")}
                onChange={(event) => setPhone(event.currentTarget.value)}
              />
            </label>
            {errorFor("phone")}
          </div>
        </div>
        <div className="field-group">
          <label>
            <span>
              {t("auth.gender")}
              {optional}
            </span>
            <select name="gender" defaultValue={value("gender")}>
              <option value="">{t("auth.gender.none")}</option>
              <option value="F">{t("auth.gender.F")}</option>
              <option value="M">{t("auth.gender.M")}</option>
              <option value="X">{t("auth.gender.X")}</option>
            </select>
          </label>
          <label>
            {t("auth.email")}
            <input
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={100}
              defaultValue={value("email") || email}
            />
          </label>
          {errorFor("email")}
        </div>
        <div className="field-group">
          <label>
            {t("auth.password")}
            <input
              type="password"
              name="password"
              autoComplete="new-password"
              required
              maxLength={128}
              aria-describedby={rulesId}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </label>
          {errorFor("password")}
        </div>
        <PasswordChecklist password={password} id={rulesId} />
        {/* 000 §5: SMS opt-in only with a phone number (the server checks it is valid). */}
        <SignUpConsents
          locale={locale}
          hasPhone={phone.trim().length >= 6}
          loyaltyRequired={Boolean(loyalty)}
          errorFor={errorFor}
        />
        {problem && !FIELDS_WITH_ERRORS.includes(problem.field ?? "") ? (
          <p className="field-error" role="alert" data-testid="auth-error">
            {formErrorText(t, "signup", {
              errorId: problem.errorId,
              field: problem.field ?? undefined,
            })}
          </p>
        ) : null}
        <BotCheckedSubmit
          label={t("auth.signUp.submit")}
          disabled={host.busy || retry.retrying || !register.solved || !login.solved}
        />
      </FormComponent>
      <p className="auth-page__switch">
        {t("auth.signUp.haveAccount")}{" "}
        <ViewLink host={host} view="signIn" to={withCarriedOrder(`/${locale}/sign-in`, order)}>
          {t("auth.signIn.submit")}
        </ViewLink>
      </p>
    </>
  );
}
