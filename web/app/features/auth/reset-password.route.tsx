import { OwnValidation } from "../../lib/form-validation";
import { CONFIRM_PASSWORD_RESET } from "@ridgeline/contract";
import { useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { PasswordChecklist } from "./PasswordChecklist";
import { refused } from "./auth-form.server";
import { sessionContext } from "../../lib/context";
import { formErrorText } from "../../lib/form-errors";
import type { Route } from "./+types/reset-password.route";
import { personalPage } from "../../lib/session.server";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import authCss from "./auth.css?url";

export const links: Route.LinksFunction = () => stylesheets(authCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("auth.reset.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export function loader({ params, request }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get("token") ?? "",
    messages: pageMessages(params.locale, ["auth", "form-errors"]),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await context.get(sessionContext).api.call(CONFIRM_PASSWORD_RESET, {
      body: {
        token: String(form.get("token") ?? ""),
        newPassword: String(form.get("newPassword") ?? ""),
        confirmPassword: String(form.get("confirmPassword") ?? ""),
      },
    });
  } catch (error) {
    return refused(error, {});
  }
  return redirect(`/${params.locale}/sign-in?notice=passwordReset`);
}

export default function ResetPassword({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const problem = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [password, setPassword] = useState("");
  const linkDead = problem?.errorId === "AUT402" || loaderData.token.length < 20;
  return (
    <section className="auth-page">
      <h1>{t("auth.reset.title")}</h1>
      {linkDead ? (
        <>
          <p className="field-error" role="alert" data-testid="auth-error">
            {t("formError.resetLink")}
          </p>
          <Link className="button button--primary" to={`/${params.locale}/forgot-password`}>
            {t("auth.reset.again")}
          </Link>
        </>
      ) : (
        <Form method="post" className="stack-form">
          <OwnValidation />
          <input type="hidden" name="token" value={loaderData.token} />
          <label>
            {t("auth.reset.new")}
            <input
              type="password"
              name="newPassword"
              autoComplete="new-password"
              required
              maxLength={128}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </label>
          <PasswordChecklist password={password} />
          <label>
            {t("auth.reset.confirm")}
            <input
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              maxLength={128}
            />
          </label>
          {problem ? (
            <p className="field-error" role="alert" data-testid="auth-error">
              {formErrorText(t, "reset", {
                errorId: problem.errorId,
                field: problem.field ?? undefined,
              })}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--wide" disabled={busy}>
            {t("auth.reset.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
