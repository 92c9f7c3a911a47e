import { GET_BOT_CHALLENGE } from "@ridgeline/contract";
import { Form, Link, redirect, useActionData, useNavigation, useSubmit } from "react-router";
import { revalidateAfterPost, submitWhenSolved, useBotAnswer } from "../lib/bot-check";
import { refused, safeNext } from "../lib/auth-form.server";
import { signInWithPassword } from "../lib/auth.server";
import { hostContext, sessionContext } from "../lib/context";
import { formErrorText } from "../lib/form-errors";
import { languageOf, translator, useT } from "../lib/i18n";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("auth.signIn.pageTitle") },
  { name: "robots", content: "noindex" },
];

// Every POST spends the page's bot-check challenge: reload the data for a fresh one.
export const shouldRevalidate = revalidateAfterPost;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"), params.locale);
  const session = context.get(sessionContext);
  if (session.signedIn) throw redirect(next);
  await session.ensureToken();
  const bot = await session.api.call(GET_BOT_CHALLENGE, { query: { action: "login" } });
  return { next, bot };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const next = safeNext(String(form.get("next") ?? ""), params.locale);
  try {
    await signInWithPassword(
      context.get(sessionContext),
      { email, password, botAnswer: String(form.get("recaptcha_response") ?? "") },
      context.get(hostContext).cookieSecure,
    );
  } catch (error) {
    return refused(error, { email });
  }
  const target = new URL(next, request.url);
  target.searchParams.set("notice", "signedIn");
  return redirect(`${target.pathname}${target.search}`);
}

export default function SignIn({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const problem = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const warning = problem?.errorId === "AUT426";
  const bot = useBotAnswer(loaderData.bot);
  const submit = useSubmit();
  return (
    <section className="auth-page">
      <h1>{t("auth.signIn.title")}</h1>
      <p className="muted">{t("auth.signIn.intro")}</p>
      <Form
        method="post"
        className="stack-form"
        data-testid="sign-in-form"
        onSubmit={(event) =>
          submitWhenSolved(event, [{ field: "recaptcha_response", bot }], submit)
        }
      >
        <input type="hidden" name="next" value={loaderData.next} />
        <input type="hidden" name="recaptcha_response" value={bot.solved} />
        <label>
          {t("auth.email")}
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            maxLength={100}
            defaultValue={problem?.values["email"] ?? ""}
          />
        </label>
        <label>
          {t("auth.password")}
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={128}
          />
        </label>
        <Link className="auth-page__forgot" to={`/${params.locale}/forgot-password`}>
          {t("auth.forgot.link")}
        </Link>
        {problem ? (
          <p
            className={warning ? "notice notice--warning" : "field-error"}
            role="alert"
            data-testid="auth-error"
          >
            {formErrorText(t, "signin", {
              errorId: problem.errorId,
              field: problem.field ?? undefined,
            })}
          </p>
        ) : null}
        <noscript>
          <p className="notice notice--warning">{t("formError.botCheck")}</p>
        </noscript>
        <button
          type="submit"
          className="button button--primary button--wide"
          disabled={busy || !bot.solved}
        >
          {t("auth.signIn.submit")}
        </button>
      </Form>
      <p className="auth-page__switch">
        {t("auth.signIn.noAccount")}{" "}
        <Link to={`/${params.locale}/sign-up`}>{t("auth.signIn.create")}</Link>
      </p>
    </section>
  );
}
