import { OwnValidation } from "../../lib/form-validation";
import { useCallback } from "react";
import { Form, Link, useActionData, useFetcher, useNavigate, useNavigation } from "react-router";
import { enrolPath, signUpSource, type EnrolStep } from "./enrolment";
import { formErrorText } from "../../lib/form-errors";
import { useT } from "../../lib/i18n";
import type {
  AccountProblem,
  EnrolAccountData,
  ForgotAnswer,
  SignInAnswer,
  SignUpAnswer,
} from "./auth.types";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { SignInForm, type AuthFormHost, type AuthFormView } from "./SignInForm";
import { SignUpForm } from "./SignUpForm";

const STEP_OF_VIEW: Record<AuthFormView, EnrolStep> = {
  signIn: "signin",
  signUp: "signup",
  forgot: "forgot",
};

/**
 * The enrolment's signed-out steps: lookup (which account the e-mail has), then the sign-in,
 * sign-up and forgot-password forms of the pages, posted to the pages' actions; a sign-in or
 * sign-up that works comes back to the flow's next step.
 */
export function EnrolAccountSteps({ locale, data }: { locale: string; data: EnrolAccountData }) {
  const t = useT();
  const navigate = useNavigate();
  const { step, source, invited, badLink, bot, rules } = data;
  const signIn = useFetcher<SignInAnswer>();
  const signUp = useFetcher<SignUpAnswer>();
  const forgot = useFetcher<ForgotAnswer>();
  const show = useCallback(
    (view: AuthFormView) => void navigate(enrolPath(locale, STEP_OF_VIEW[view], source)),
    [navigate, locale, source],
  );
  const host = (fetcher: typeof signIn | typeof signUp | typeof forgot): AuthFormHost => {
    const answer = fetcher.data;
    return {
      locale,
      FormComponent: fetcher.Form,
      submit: (target, options) => fetcher.submit(target, options),
      busy: fetcher.state !== "idle",
      problem: answer && "errorId" in answer ? answer : null,
      inline: { show, stay: false },
    };
  };
  const email = source.email ?? "";
  return (
    <>
      <h1>{t("enrol.title")}</h1>
      <p className="muted">{t("enrol.intro")}</p>
      {invited ? (
        <p className="notice notice--info" data-testid="enrol-invited">
          {t("enrol.invited", { name: invited.firstName })}
        </p>
      ) : null}
      {badLink ? (
        <p className="notice notice--warning" role="alert" data-testid="enrol-bad-link">
          {t("enrol.badLink")}
        </p>
      ) : null}
      <div className="enrol-page__panel">
        {step === "lookup" ? <LookupStep email={email} /> : null}
        {step === "signin" && bot ? (
          <SignInForm
            host={host(signIn)}
            next={enrolPath(locale, "non-loyalty", { ...source, email: undefined })}
            bot={bot.login}
            email={email}
          />
        ) : null}
        {step === "signup" && bot?.register ? (
          <SignUpForm
            host={host(signUp)}
            next={enrolPath(locale, "welcome", { ...source, email: undefined })}
            rules={rules}
            bot={{ register: bot.register, login: bot.login }}
            email={email}
            loyalty={signUpSource(source)}
          />
        ) : null}
        {step === "forgot" ? (
          <ForgotPasswordForm
            host={host(forgot)}
            sentTo={forgot.data && "sent" in forgot.data ? forgot.data.email : null}
          />
        ) : null}
      </div>
      {step !== "lookup" ? (
        <p className="enrol-page__back">
          <Link to={enrolPath(locale, "lookup", { ...source, email: undefined })}>
            {t("enrol.otherEmail")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** Step "lookup": the e-mail decides between signing in and signing up. */
function LookupStep({ email }: { email: string }) {
  const t = useT();
  const problem = useActionData<AccountProblem>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h2>{t("enrol.lookup.title")}</h2>
      <Form method="post" className="stack-form" data-testid="enrol-lookup">
        <OwnValidation />
        <input type="hidden" name="intent" value="lookup" />
        <div className="field-group">
          <label>
            {t("auth.email")}
            <input
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={100}
              defaultValue={problem?.values["email"] ?? email}
            />
          </label>
          {problem ? (
            <span className="field-error" role="alert" data-testid="enrol-error">
              {formErrorText(t, "enrol", {
                errorId: problem.errorId,
                field: problem.field ?? undefined,
              })}
            </span>
          ) : null}
        </div>
        <button type="submit" className="button button--primary button--wide" disabled={busy}>
          {t("enrol.lookup.submit")}
        </button>
      </Form>
    </>
  );
}
