import { CONFIRM_SUBSCRIPTION } from "@ridgeline/contract";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { accountRefusal } from "../auth/index.server";
import { sessionContext } from "../../lib/context";
import { formErrorText } from "../../lib/form-errors";
import type { Route } from "./+types/subscription-confirm.route";
import { personalPage } from "../../lib/session.server";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("confirm.pageTitle") },
  { name: "robots", content: "noindex" },
];

// Opening the link only shows a button: mail scanners fetch links, and must not confirm.
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export function loader({ params, request }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get("token") ?? "",
    messages: pageMessages(params.locale, ["preferences", "form-errors"]),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const session = context.get(sessionContext);
  await session.ensureToken();
  try {
    const { subscriptions } = await session.api.call(CONFIRM_SUBSCRIPTION, {
      query: { locale: params.locale },
      body: { token: String(form.get("token") ?? "") },
    });
    return { confirmed: subscriptions.length };
  } catch (error) {
    return accountRefusal(error, "confirm", {});
  }
}

export default function SubscriptionConfirm({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const confirmed = result && "confirmed" in result;
  return (
    <section className="auth-page" data-testid="subscription-confirm">
      <h1>{t("confirm.title")}</h1>
      {confirmed ? (
        <>
          <p className="notice notice--success" role="status" data-testid="confirm-result">
            {t("confirm.done")}
          </p>
          <Link to={`/${params.locale}/account/preferences`} className="button button--primary">
            {t("confirm.toPreferences")}
          </Link>
        </>
      ) : result || !loaderData.token ? (
        <>
          <p className="notice field-error" role="alert" data-testid="confirm-result">
            {formErrorText(t, "confirm", {
              errorId: result && "errorId" in result ? result.errorId : "AUT402",
              field: "token",
            })}
          </p>
          <Link to={`/${params.locale}/account/preferences`} className="button button--secondary">
            {t("confirm.toPreferences")}
          </Link>
        </>
      ) : (
        <Form method="post" className="stack-form">
          <p>{t("confirm.intro")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("confirm.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
