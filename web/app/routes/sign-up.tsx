import { useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSubmit } from "react-router";
import { GET_BOT_CHALLENGE, SIGN_UP, signUpRulesFor } from "@ridgeline/contract";
import { revalidateAfterPost, submitWhenSolved, useBotAnswer } from "../lib/bot-check";
import { PasswordChecklist } from "../components/PasswordChecklist";
import { refused } from "../lib/auth-form.server";
import { signInWithPassword } from "../lib/auth.server";
import { hostContext, sessionContext } from "../lib/context";
import { formErrorText } from "../lib/form-errors";
import { languageOf, translator, useT } from "../lib/i18n";
import type { Route } from "./+types/sign-up";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("auth.signUp.pageTitle") },
  { name: "robots", content: "noindex" },
];

// Every POST spends the page's bot-check challenge: reload the data for a fresh one.
export const shouldRevalidate = revalidateAfterPost;

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  if (session.signedIn) throw redirect(`/${params.locale}/account`);
  await session.ensureToken();
  // Creating the account is checked, and so is the sign-in that follows it.
  const [register, login] = await Promise.all([
    session.api.call(GET_BOT_CHALLENGE, { query: { action: "register" } }),
    session.api.call(GET_BOT_CHALLENGE, { query: { action: "login" } }),
  ]);
  return { rules: signUpRulesFor(params.locale.split("-")[1] ?? ""), bot: { register, login } };
}

const TEXT_FIELDS = [
  "firstName",
  "lastName",
  "birthDate",
  "postalCode",
  "phone",
  "gender",
  "email",
] as const;

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, String(form.get(name) ?? "").trim()]),
  ) as Record<(typeof TEXT_FIELDS)[number], string>;
  const password = String(form.get("password") ?? "");
  const session = context.get(sessionContext);
  try {
    const gender =
      values.gender === "F" || values.gender === "M" || values.gender === "X"
        ? values.gender
        : undefined;
    await session.api.call(SIGN_UP, {
      query: { locale: params.locale },
      body: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password,
        isTermsConfirmed: form.get("isTermsConfirmed") === "on",
        subscriptions: {
          newsletterConsent: form.get("newsletter") === "on",
          smsNotificationConsent: form.get("sms") === "on",
        },
        recaptcha_response: String(form.get("recaptcha_response") ?? ""),
        ...(values.birthDate ? { birthDate: values.birthDate } : {}),
        ...(values.postalCode ? { postalCode: values.postalCode } : {}),
        ...(values.phone ? { phone: values.phone } : {}),
        ...(gender ? { gender } : {}),
      },
    });
    await signInWithPassword(
      session,
      {
        email: values.email,
        password,
        botAnswer: String(form.get("recaptcha_login") ?? ""),
      },
      context.get(hostContext).cookieSecure,
    );
  } catch (error) {
    return refused(error, values);
  }
  return redirect(`/${params.locale}/account?notice=accountCreated`);
}

export default function SignUp({ params, loaderData }: Route.ComponentProps) {
  const { rules } = loaderData;
  const t = useT();
  const problem = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [password, setPassword] = useState("");
  const [phone, setPhone] = useState(problem?.values["phone"] ?? "");
  const register = useBotAnswer(loaderData.bot.register);
  const login = useBotAnswer(loaderData.bot.login);
  const submit = useSubmit();
  const value = (name: string) => problem?.values[name] ?? "";
  const errorFor = (field: string) =>
    problem && problem.field === field ? (
      <span className="field-error" role="alert" data-testid={`error-${field}`}>
        {formErrorText(t, "signup", { errorId: problem.errorId, field })}
      </span>
    ) : null;
  const optional = <span className="muted"> ({t("auth.optional")})</span>;
  return (
    <section className="auth-page">
      <h1>{t("auth.signUp.title")}</h1>
      <p className="muted">{t("auth.signUp.intro")}</p>
      <Form
        method="post"
        className="stack-form"
        data-testid="sign-up-form"
        onSubmit={(event) =>
          submitWhenSolved(
            event,
            [
              { field: "recaptcha_response", bot: register },
              { field: "recaptcha_login", bot: login },
            ],
            submit,
          )
        }
      >
        <input type="hidden" name="recaptcha_response" value={register.solved} />
        <input type="hidden" name="recaptcha_login" value={login.solved} />
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
              {t("auth.postalCode")}
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
              defaultValue={value("email")}
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
              aria-describedby="password-rules"
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </label>
          {errorFor("password")}
        </div>
        <PasswordChecklist password={password} />
        <label className="checkbox-line">
          <input type="checkbox" name="newsletter" />
          <span>{t("auth.newsletter")}</span>
        </label>
        <label className="checkbox-line">
          {/* 000 §5: SMS opt-in only with a phone number (the server checks it is valid). */}
          <input type="checkbox" name="sms" disabled={phone.trim().length < 6} />
          <span>{t("auth.sms")}</span>
        </label>
        <label className="checkbox-line">
          <input type="checkbox" name="isTermsConfirmed" required />
          <span>{t("auth.terms")}</span>
        </label>
        {errorFor("isTermsConfirmed")}
        {problem &&
        ![
          "firstName",
          "lastName",
          "birthDate",
          "phone",
          "email",
          "password",
          "isTermsConfirmed",
        ].includes(problem.field ?? "") ? (
          <p className="field-error" role="alert" data-testid="auth-error">
            {formErrorText(t, "signup", {
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
          disabled={busy || !register.solved || !login.solved}
        >
          {t("auth.signUp.submit")}
        </button>
      </Form>
      <p className="auth-page__switch">
        {t("auth.signUp.haveAccount")}{" "}
        <Link to={`/${params.locale}/sign-in`}>{t("auth.signIn.submit")}</Link>
      </p>
    </section>
  );
}
