import { OwnValidation } from "../../lib/form-validation";
import type { ComponentType, MouseEvent, ReactNode, RefAttributes } from "react";
import { Link, type FetcherFormProps } from "react-router";
import {
  useBotAnswer,
  useBotDefenceRetry,
  type BotChallengeData,
  type BotFormSubmit,
} from "../../lib/bot-check";
import { formErrorText } from "../../lib/form-errors";
import { useT } from "../../lib/i18n";
import type { CarriedOrder } from "./auth.types";
import { CarriedOrderFields, withCarriedOrder } from "./CarriedOrderFields";
import { BotCheckedSubmit } from "../../ui/BotCheckedForm";

/** React Router's `<Form>` or a fetcher's `<fetcher.Form>`: the page posts, the dialog fetches. */
export type FormLike = ComponentType<FetcherFormProps & RefAttributes<HTMLFormElement>>;

/** A refused auth form as its page or dialog shows it (the shape of `AuthProblem`). */
export interface AuthFormProblem {
  errorId: string;
  field: string | null;
  values: Record<string, string>;
  /** The bot defence refused the answer: the form is sent once more by itself. */
  botDefence?: true;
}

/**
 * How an auth form is hosted: as its page (`h1`, plain links) or inside a bigger view, the
 * dialog or the enrolment (`h2`, links switch views).
 */
export interface AuthFormHost {
  locale: string;
  FormComponent: FormLike;
  /** Sends a form, or (a retry, decision 0050) the data it was sent with. */
  submit: BotFormSubmit;
  busy: boolean;
  problem: AuthFormProblem | null;
  inline?: {
    /** The heading's id (it labels the dialog). */
    headingId?: string;
    show: (view: AuthFormView) => void;
    /** Success answers `done` and the page stays (the dialog); else the action redirects. */
    stay: boolean;
  };
}

export type AuthFormView = "signIn" | "signUp" | "forgot";

/** A link that goes to its page without JavaScript and switches the host's view with it. */
export function ViewLink({
  host,
  view,
  to,
  children,
  className,
}: {
  host: AuthFormHost;
  view: AuthFormView;
  to: string;
  children: string;
  className?: string;
}) {
  const onClick = host.inline
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        host.inline?.show(view);
      }
    : undefined;
  return (
    <Link className={className} to={to} onClick={onClick}>
      {children}
    </Link>
  );
}

/**
 * The sign-in form of 000 §2 (e-mail, password, forgot-password link, submit, create-account
 * link), shared by the sign-in page and the sign-in dialog; both post to the page's action.
 */
export function SignInForm({
  host,
  next,
  order = null,
  bot: challenge,
  email = "",
}: {
  host: AuthFormHost;
  next: string;
  /** A guest order the sign-in brings into the account (from its confirmation's link). */
  order?: CarriedOrder | null;
  bot: BotChallengeData;
  /** Starts the e-mail field (the enrolment's lookup passes the address it looked up). */
  email?: string;
}) {
  const t = useT();
  const { locale, FormComponent } = host;
  const bot = useBotAnswer(challenge);
  const retry = useBotDefenceRetry(
    host.problem,
    [{ field: "recaptcha_response", bot }],
    host.submit,
  );
  // A bot-defence refusal is retried once before it is shown (000 §4).
  const problem = retry.retrying ? null : host.problem;
  const warning = problem?.errorId === "AUT426";
  return (
    <>
      <AuthHeading host={host}>{t("auth.signIn.title")}</AuthHeading>
      <p className="muted">{t("auth.signIn.intro")}</p>
      <FormComponent
        method="post"
        action={`/${locale}/sign-in`}
        className="stack-form"
        data-testid="sign-in-form"
        onSubmit={retry.onSubmit}
      >
        <OwnValidation />
        <input type="hidden" name="next" value={next} />
        <CarriedOrderFields order={order} />
        {host.inline?.stay ? <input type="hidden" name="mode" value="dialog" /> : null}
        <input type="hidden" name="recaptcha_response" value={bot.solved} />
        <label>
          {t("auth.email")}
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            maxLength={100}
            defaultValue={problem?.values["email"] ?? email}
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
        <ViewLink
          host={host}
          view="forgot"
          className="auth-page__forgot"
          to={`/${locale}/forgot-password`}
        >
          {t("auth.forgot.link")}
        </ViewLink>
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
        <BotCheckedSubmit
          label={t("auth.signIn.submit")}
          disabled={host.busy || retry.retrying || !bot.solved}
        />
      </FormComponent>
      <p className="auth-page__switch">
        {t("auth.signIn.noAccount")}{" "}
        <ViewLink host={host} view="signUp" to={withCarriedOrder(`/${locale}/sign-up`, order)}>
          {t("auth.signIn.create")}
        </ViewLink>
      </p>
    </>
  );
}

/** An auth form's title: the page's `h1`, or an `h2` that labels the dialog or enrolment view. */
export function AuthHeading({ host, children }: { host: AuthFormHost; children: ReactNode }) {
  const Heading = host.inline ? "h2" : "h1";
  return (
    <Heading id={host.inline?.headingId} tabIndex={host.inline ? -1 : undefined}>
      {children}
    </Heading>
  );
}
