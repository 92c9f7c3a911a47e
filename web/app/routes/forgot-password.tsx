import { REQUEST_PASSWORD_RESET } from "@ridgeline/contract";
import { Form, useActionData, useNavigation, useSubmit } from "react-router";
import { ForgotPasswordForm } from "../components/ForgotPasswordForm";
import { refused } from "../lib/auth-form.server";
import { sessionContext } from "../lib/context";
import { languageOf, translator } from "../lib/i18n";
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
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const submit = useSubmit();
  return (
    <section className="auth-page">
      <ForgotPasswordForm
        host={{
          locale: params.locale,
          FormComponent: Form,
          submit: (form) => submit(form),
          busy,
          problem: result && "errorId" in result ? result : null,
        }}
        sentTo={result && "sent" in result ? result.email : null}
      />
    </section>
  );
}
