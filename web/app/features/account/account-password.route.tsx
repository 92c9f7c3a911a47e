import { OwnValidation } from "../../lib/form-validation";
import { ApiError, CHANGE_PASSWORD } from "@ridgeline/contract";
import { useState } from "react";
import { data, Form, redirect, useActionData, useLocation, useNavigation } from "react-router";
import { AccountNav } from "./AccountNav";
import { PasswordChecklist, type AccountProblem, authCss } from "../auth";
import { doneRedirect } from "./account.server";
import { accountSession } from "../auth/index.server";
import { formErrorText } from "../../lib/form-errors";
import type { Route } from "./+types/account-password.route";
import { personalPage } from "../../lib/session.server";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";
import accountFormsCss from "./account-forms.css?url";

export const links: Route.LinksFunction = () => stylesheets(authCss, accountCss, accountFormsCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("password.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export function loader({ params, request, context }: Route.LoaderArgs) {
  accountSession(context, params.locale, `/${params.locale}/account/password`);
  return {
    done: new URL(request.url).searchParams.get("done") === "changed",
    messages: pageMessages(params.locale, ["account", "password", "auth", "form-errors"]),
  };
}

/**
 * Changes the password (the API checks the current one, AUT450; the rules, FE872; the
 * confirmation, FE340; the same password again, AUT451). A failure of the API itself is
 * shown as PRO415, "password change failed".
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const page = `/${params.locale}/account/password`;
  const { session } = accountSession(context, params.locale, page);
  const form = await request.formData();
  try {
    await session.api.call(CHANGE_PASSWORD, {
      body: {
        currentPassword: String(form.get("currentPassword") ?? ""),
        newPassword: String(form.get("newPassword") ?? ""),
        confirmPassword: String(form.get("confirmPassword") ?? ""),
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A wrong current password is a 401 too, but the session is fine: only others sign in again.
    if (error.status === 401 && error.errorId !== "AUT450")
      throw redirect(`/${params.locale}/sign-in?next=${encodeURIComponent(page)}`);
    const problem: AccountProblem = {
      intent: "password",
      errorId: error.status >= 500 ? "PRO415" : error.errorId,
      field: error.status >= 500 ? null : (error.details[0]?.field ?? null),
      values: {},
    };
    return data(problem, { status: error.status >= 500 ? 502 : 400 });
  }
  return doneRedirect(page, "changed");
}

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export default function AccountPassword({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const problem = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // A new, empty form after every answer: no password stays in the page once sent. The
  // checklist's copy of the new password belongs to the form it was typed in.
  const sent = useLocation().key;
  const [typed, setTyped] = useState({ sent, password: "" });
  const password = typed.sent === sent ? typed.password : "";
  const errorFor = (field: string) =>
    problem?.field === field ? (
      <span className="field-error" role="alert" data-testid={`error-${field}`}>
        {formErrorText(t, "password", { errorId: problem.errorId, field })}
      </span>
    ) : null;
  const label = {
    currentPassword: t("password.current"),
    newPassword: t("password.new"),
    confirmPassword: t("password.confirm"),
  };
  return (
    <section className="account-page">
      <AccountNav locale={params.locale} />
      <h1>{t("password.title")}</h1>
      <p className="muted">{t("password.intro")}</p>
      {loaderData.done && !problem ? (
        <p className="notice notice--success" role="status" data-testid="account-done">
          {t("password.changed")}
        </p>
      ) : null}
      {problem && !FIELDS.some((field) => field === problem.field) ? (
        <p className="notice field-error" role="alert" data-testid="password-error">
          {formErrorText(t, "password", { errorId: problem.errorId })}
        </p>
      ) : null}
      <Form
        key={sent}
        method="post"
        className="stack-form password-form"
        data-testid="password-form"
      >
        <OwnValidation />
        {FIELDS.map((field) => (
          <div className="field-group" key={field}>
            <label>
              {label[field]}
              <input
                type="password"
                name={field}
                autoComplete={field === "currentPassword" ? "current-password" : "new-password"}
                required
                maxLength={128}
                aria-describedby={field === "newPassword" ? "password-rules" : undefined}
                onChange={
                  field === "newPassword"
                    ? (event) => setTyped({ sent, password: event.currentTarget.value })
                    : undefined
                }
              />
            </label>
            {errorFor(field)}
            {field === "newPassword" ? <PasswordChecklist password={password} /> : null}
          </div>
        ))}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("password.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
