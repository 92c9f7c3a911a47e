import { OwnValidation } from "../../lib/form-validation";
import { formErrorText } from "../../lib/form-errors";
import { useT } from "../../lib/i18n";
import { AuthHeading, ViewLink, type AuthFormHost } from "./SignInForm";

/**
 * The forgot-password form, shared by its page and the sign-in dialog's "forgot password"
 * view; `sentTo` is the address a link was sent to (then the form gives way to a message).
 */
export function ForgotPasswordForm({
  host,
  sentTo,
}: {
  host: AuthFormHost;
  sentTo: string | null;
}) {
  const t = useT();
  const { locale, problem, FormComponent } = host;
  const back = (
    <ViewLink host={host} view="signIn" to={`/${locale}/sign-in`}>
      {t("auth.forgot.back")}
    </ViewLink>
  );
  if (sentTo !== null)
    return (
      <>
        <AuthHeading host={host}>{t("auth.forgot.title")}</AuthHeading>
        <p className="notice notice--success" role="status" data-testid="reset-sent">
          {t("auth.forgot.sent", { email: sentTo })}
        </p>
        {back}
      </>
    );
  return (
    <>
      <AuthHeading host={host}>{t("auth.forgot.title")}</AuthHeading>
      <p className="muted">{t("auth.forgot.intro")}</p>
      <FormComponent method="post" action={`/${locale}/forgot-password`} className="stack-form">
        <OwnValidation />
        <label>
          {t("auth.email")}
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={100}
            defaultValue={problem?.values["email"] ?? ""}
          />
        </label>
        {problem ? (
          <p className="field-error" role="alert">
            {formErrorText(t, "forgot", {
              errorId: problem.errorId,
              field: problem.field ?? undefined,
            })}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--wide" disabled={host.busy}>
          {t("auth.forgot.submit")}
        </button>
      </FormComponent>
      <p className="auth-page__switch">{back}</p>
    </>
  );
}
