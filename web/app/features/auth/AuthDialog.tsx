import { useEffect, useId, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { FetchedMessages, useT } from "../../lib/i18n";
import type {
  ForgotAnswer,
  SignInAnswer,
  SignInData,
  SignUpAnswer,
  SignUpData,
} from "./auth.types";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { SignInForm, type AuthFormHost } from "./SignInForm";
import { SignUpForm } from "./SignUpForm";

/** The dialog's views: the three forms, then the sign-in confirmation (000 §2). */
export type AuthView = "signIn" | "signUp" | "forgot" | "signedIn" | "accountCreated";

interface Props {
  locale: string;
  /** The view shown, or null when the dialog is closed. */
  view: AuthView | null;
  onView: (view: AuthView | null) => void;
  /** Changes on every opening, so each opening starts with empty forms. */
  session: number;
}

/** The page the shopper is on, without a success message of an earlier redirect. */
function useHere(): string {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete("notice");
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * The sign-in, sign-up and forgot-password dialog opened from the header (000 §2). Its forms
 * are the pages' own components, loaded from the pages' loaders and posted to their actions
 * with fetchers, so validation, errors and the bot check are the pages'. Success keeps the
 * shopper on the page they were on (its data reloads as signed in) and shows the sign-in
 * confirmation with the §8 message. A native modal `<dialog>`: focus stays inside, Escape
 * closes it, and focus goes back to the header link.
 */
export function AuthDialog({ locale, view, onView, session }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const here = useHere();
  const { pathname } = useLocation();
  const signInData = useFetcher<SignInData>({ key: `auth-in-data-${session}` });
  const signUpData = useFetcher<SignUpData>({ key: `auth-up-data-${session}` });
  const signIn = useFetcher<SignInAnswer>({ key: `auth-in-${session}` });
  const signUp = useFetcher<SignUpAnswer>({ key: `auth-up-${session}` });
  const forgot = useFetcher<ForgotAnswer>({ key: `auth-forgot-${session}` });

  const open = view !== null;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Another page (a link in the dialog, the back button) closes the dialog.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (open && openedOn.current !== pathname) onView(null);
    openedOn.current = pathname;
  }, [pathname, open, onView]);

  const query = `?dialog=1&next=${encodeURIComponent(here)}`;
  // The forms' words come with their page's data (the forgot form's with the sign-in page's).
  const needsSignIn =
    (view === "signIn" || view === "forgot") && signInData.state === "idle" && !signInData.data;
  const needsSignUp = view === "signUp" && signUpData.state === "idle" && !signUpData.data;
  useEffect(() => {
    if (needsSignIn) void signInData.load(`/${locale}/sign-in${query}`);
    if (needsSignUp) void signUpData.load(`/${locale}/sign-up${query}`);
  }, [needsSignIn, needsSignUp, signInData, signUpData, locale, query]);

  // A form that worked turns the dialog into its confirmation.
  const done =
    (signIn.data && "done" in signIn.data ? signIn.data.done : null) ??
    (signUp.data && "done" in signUp.data ? signUp.data.done : null);
  useEffect(() => {
    if (done) onView(done);
  }, [done, onView]);

  // A new view is announced from its heading (once its form has loaded).
  const shown = `${view}:${Boolean(signInData.data)}:${Boolean(signUpData.data)}`;
  useEffect(() => {
    if (view) document.getElementById(headingId)?.focus();
  }, [view, shown, headingId]);

  const host = (fetcher: typeof signIn | typeof signUp | typeof forgot): AuthFormHost => {
    const answer = fetcher.data;
    return {
      locale,
      FormComponent: fetcher.Form,
      submit: (target, options) => fetcher.submit(target, options),
      busy: fetcher.state !== "idle",
      problem: answer && "errorId" in answer ? answer : null,
      inline: { headingId, show: onView, stay: true },
    };
  };
  const loading = (
    <p role="status" className="auth-dialog__loading">
      {t("quickshop.loading")}
    </p>
  );
  // A new account, or one the API calls partially enrolled, is offered the enrolment.
  const toProfile =
    view === "accountCreated" ||
    Boolean(signIn.data && "completeProfile" in signIn.data && signIn.data.completeProfile);
  const merged = Boolean(signIn.data && "merged" in signIn.data && signIn.data.merged);
  const sentTo = forgot.data && "sent" in forgot.data ? forgot.data.email : null;

  return (
    <dialog
      ref={dialog}
      className="dialog auth-dialog"
      aria-labelledby={headingId}
      data-testid="auth-dialog"
      onClose={() => onView(null)}
    >
      <button
        type="button"
        className="dialog__close"
        onClick={() => onView(null)}
        aria-label={t("quickshop.close")}
      >
        ×
      </button>
      <FetchedMessages value={signInData.data?.messages}>
        {view === "signIn" ? (
          signInData.data?.bot ? (
            <SignInForm host={host(signIn)} next={here} bot={signInData.data.bot} />
          ) : (
            loading
          )
        ) : null}
        {view === "forgot" ? (
          signInData.data ? (
            <ForgotPasswordForm host={host(forgot)} sentTo={sentTo} />
          ) : (
            loading
          )
        ) : null}
      </FetchedMessages>
      <FetchedMessages value={signUpData.data?.messages}>
        {view === "signUp" ? (
          signUpData.data?.bot ? (
            <SignUpForm
              host={host(signUp)}
              next={here}
              rules={signUpData.data.rules}
              bot={signUpData.data.bot}
            />
          ) : (
            loading
          )
        ) : null}
      </FetchedMessages>
      {view === "signedIn" || view === "accountCreated" ? (
        <div className="auth-dialog__done">
          <h2 id={headingId} tabIndex={-1} role="status" data-testid="notice">
            {t(view === "signedIn" ? "notice.signedIn" : "notice.accountCreated")}
          </h2>
          {view === "signedIn" && merged ? (
            <p className="notice notice--info" data-testid="notice-cart-merged">
              {t("notice.cartMerged")}
            </p>
          ) : null}
          <p className="muted">
            {t(toProfile ? "authDialog.createdNext" : "authDialog.signedInNext")}
          </p>
          <div className="auth-dialog__actions">
            <button type="button" className="button button--primary" onClick={() => onView(null)}>
              {t("authDialog.continue")}
            </button>
            <Link
              className="button button--secondary"
              to={`/${locale}/${toProfile ? "enrol" : "account"}`}
            >
              {t(toProfile ? "authDialog.completeProfile" : "authDialog.account")}
            </Link>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
