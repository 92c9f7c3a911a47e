import { REQUEST_PASSWORD_RESET } from "@ridgeline/contract";
import { useActionData } from "react-router";
import { usePageAuthHost } from "./page-auth-host";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { refused } from "./auth-form.server";
import { sessionContext } from "../../lib/context";
import type { Route } from "./+types/forgot-password.route";
import type { ForgotAnswer } from "./auth.types";
import { personalPage } from "../../lib/session.server";
import { metaT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import authCss from "./auth.css?url";

export const links: Route.LinksFunction = () => stylesheets(authCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("auth.forgot.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export function loader({ params }: Route.LoaderArgs) {
  return { messages: pageMessages(params.locale, ["auth", "form-errors"]) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const email = String((await request.formData()).get("email") ?? "").trim();
  try {
    await context
      .get(sessionContext)
      .api.call(REQUEST_PASSWORD_RESET, { query: { locale: params.locale }, body: { email } });
  } catch (error) {
    return refused(error, { email });
  }
  return { sent: true as const, email } satisfies ForgotAnswer;
}

export default function ForgotPassword({ params }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const host = usePageAuthHost(params.locale, result);
  return (
    <section className="auth-page">
      <ForgotPasswordForm host={host} sentTo={result && "sent" in result ? result.email : null} />
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
