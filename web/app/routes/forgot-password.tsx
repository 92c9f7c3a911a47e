import { REQUEST_PASSWORD_RESET } from "@ridgeline/contract";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { refused } from "../lib/auth-form.server";
import { sessionContext } from "../lib/context";
import { formErrorText } from "../lib/form-errors";
import { languageOf, translator, useT } from "../lib/i18n";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("auth.forgot.pageTitle") },
  { name: "robots", content: "noindex" },
];

export async function action({ params, request, context }: Route.ActionArgs) {
  const email = String((await request.formData()).get("email") ?? "").trim();
  try {
    await context
      .get(sessionContext)
      .api.call(REQUEST_PASSWORD_RESET, { query: { locale: params.locale }, body: { email } });
  } catch (error) {
    return refused(error, { email });
  }
  return { sent: true as const, email };
}

export default function ForgotPassword({ params }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  if (result && "sent" in result)
    return (
      <section className="auth-page">
        <h1>{t("auth.forgot.title")}</h1>
        <p className="notice notice--success" role="status" data-testid="reset-sent">
          {t("auth.forgot.sent", { email: result.email })}
        </p>
        <Link to={`/${params.locale}/sign-in`}>{t("auth.forgot.back")}</Link>
      </section>
    );
  return (
    <section className="auth-page">
      <h1>{t("auth.forgot.title")}</h1>
      <p className="muted">{t("auth.forgot.intro")}</p>
      <Form method="post" className="stack-form">
        <label>
          {t("auth.email")}
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={100}
            defaultValue={result?.values["email"] ?? ""}
          />
        </label>
        {result ? (
          <p className="field-error" role="alert">
            {formErrorText(t, "forgot", {
              errorId: result.errorId,
              field: result.field ?? undefined,
            })}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--wide" disabled={busy}>
          {t("auth.forgot.submit")}
        </button>
      </Form>
      <p className="auth-page__switch">
        <Link to={`/${params.locale}/sign-in`}>{t("auth.forgot.back")}</Link>
      </p>
    </section>
  );
}
