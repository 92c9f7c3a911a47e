import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { useFetcher } from "react-router";
import { useContentScope } from "../block-context";
import type { BlockProps } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { background, colorValue } from "../shared/block-style";
import { pushBlockEvent } from "../shared/tag-manager";
import { AuthDialog, type AuthView } from "../../features/auth";
import { useT } from "../../lib/i18n";
import { usePersonal } from "../../lib/personal";
import { useHydrated } from "../../lib/use-hydrated";
import {
  EMAIL_MESSAGES,
  newsletterErrorKey,
  newsletterStatus,
  readAnswer,
  sendsAsGuest,
  shopperView,
  subscribeAction,
  subscribeFields,
  userDataEvent,
  validateNewsletter,
  type NewsletterErrors,
  type NewsletterShopper,
} from "./newsletter-logic";
import newsletterCss from "./newsletter-form.css?url";

const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(" ") || undefined;

/**
 * The newsletter form (001 §4, §5, §6): an e-mail (required, format checked, hint when asked)
 * and the policy box (required), sent to the store's subscribe action. Idle, submitting
 * (fields disabled, button busy), success (the document's success text; box cleared, e-mail
 * emptied) or error (its message); a message goes on dismissal or on another page. A signed-in
 * shopper's e-mail is shown fixed and not sent; one already subscribed to a dynamic form sees
 * the success text as heading and neither box nor button. The subscription is an account's: a
 * guest's submit opens the sign-in dialog on the page, the form keeping what they typed, instead
 * of posting (the action would send them to the sign-in page and drop it).
 */
export function NewsletterForm({ block }: BlockProps<"newsletterForm">): ReactNode {
  const t = useT();
  const scope = useContentScope();
  const hydrated = useHydrated();
  const shopper = usePersonal() as NewsletterShopper | null;
  const fetcher = useFetcher({ key: `newsletter-${block.id}-${useId()}` });
  const ids = { email: useId(), hint: useId(), emailError: useId(), policy: useId() };
  const policyError = `${ids.policy}-error`;
  const emailInput = useRef<HTMLInputElement>(null);
  const policyInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [policy, setPolicy] = useState(false);
  const [tried, setTried] = useState(false);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const answer = readAnswer(fetcher.data);

  // A message goes on dismissal and on another page (001 §4): the answer it showed is cleared.
  const [clearedData, setClearedData] = useState<unknown>(null);
  const [seenPath, setSeenPath] = useState(scope.path);
  if (seenPath !== scope.path) {
    setSeenPath(scope.path);
    setClearedData(fetcher.data ?? null);
  }
  // Success empties the form once per answer (001 §4: policy cleared, email reset).
  const [resetFor, setResetFor] = useState<unknown>(null);
  if (answer?.kind === "done" && fetcher.data !== resetFor) {
    setResetFor(fetcher.data);
    setEmail("");
    setPolicy(false);
    setTried(false);
    setErrors({});
  }
  const status = newsletterStatus({
    busy: fetcher.state !== "idle",
    answer,
    cleared: answer !== null && fetcher.data === clearedData,
  });
  const submitting = status === "submitting";
  // The subscription's own success shows as such (message, box cleared) until it is dismissed or
  // the page changes, though the personal data it refreshed already says "subscribed".
  const view = shopperView(shopper, block.dynamic && status !== "success");
  // A guest's sign-in dialog (opened by their submit), as the header's.
  const [authView, setAuthView] = useState<AuthView | null>(null);
  const [authSession, setAuthSession] = useState(0);

  // The answer feeds the user-data analytics event (001 §7), once per answer.
  const reported = useRef<unknown>(null);
  useEffect(() => {
    const done = readAnswer(fetcher.data);
    if (done?.kind !== "done" || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    pushBlockEvent("userData", userDataEvent(done.data, scope.path));
  }, [fetcher.data, scope.path]);

  const check = (next: { email: string; policy: boolean }) =>
    validateNewsletter({ ...next, emailLocked: view.lockedEmail !== null });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = check({ email, policy });
    setTried(true);
    setErrors(found);
    if (found.email || found.policy) {
      event.preventDefault();
      (found.email ? emailInput : policyInput).current?.focus();
    } else if (sendsAsGuest(shopper, hydrated)) {
      event.preventDefault();
      setAuthSession((count) => count + 1);
      setAuthView("signIn");
    }
  };
  const fields = subscribeFields(scope.path, hydrated);

  return (
    <section
      className={`content-newsletter${block.backgroundColor ? " content-newsletter--filled" : ""}`}
      style={background(block.backgroundColor)}
    >
      <BlockStylesheet href={newsletterCss} />
      <Heading
        className="content-newsletter__title"
        text={view.alreadySubscribed ? block.successText : block.title}
        html={view.alreadySubscribed ? undefined : block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
      />
      {view.alreadySubscribed || !block.subtitle ? null : (
        <p
          className="content-newsletter__subtitle"
          style={{ color: colorValue(block.subtitleColor) }}
        >
          {block.subtitle}
        </p>
      )}
      {view.alreadySubscribed ? null : <RichText html={block.richText} />}
      <fetcher.Form
        method="post"
        action={subscribeAction(scope.locale)}
        className="content-newsletter__form"
        noValidate={hydrated}
        onSubmit={submit}
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="content-newsletter__field">
          <label htmlFor={ids.email}>{t("blocks.email")}</label>
          {block.showFormatHint ? (
            <p id={ids.hint} className="content-newsletter__hint">
              {t("blocks.emailFormat")}
            </p>
          ) : null}
          <input
            ref={emailInput}
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={view.lockedEmail ?? email}
            disabled={view.lockedEmail !== null || submitting}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(
              block.showFormatHint && ids.hint,
              errors.email && ids.emailError,
            )}
            onChange={(event) => {
              setEmail(event.target.value);
              if (tried) setErrors(check({ email: event.target.value, policy }));
            }}
          />
          {errors.email ? (
            <p id={ids.emailError} className="field-error">
              {t(EMAIL_MESSAGES[errors.email])}
            </p>
          ) : null}
        </div>
        {view.alreadySubscribed ? null : (
          <>
            <div className="content-newsletter__policy">
              <input
                ref={policyInput}
                id={ids.policy}
                name="policy"
                type="checkbox"
                required
                checked={policy}
                disabled={submitting}
                aria-invalid={errors.policy ? true : undefined}
                aria-describedby={errors.policy ? policyError : undefined}
                onChange={(event) => {
                  setPolicy(event.target.checked);
                  if (tried) setErrors(check({ email, policy: event.target.checked }));
                }}
              />
              <label htmlFor={ids.policy}>
                <RichText html={block.policyText} className="content-newsletter__policy-text" />
              </label>
            </div>
            {errors.policy ? (
              <p id={policyError} className="field-error">
                {t("blocks.checkboxRequired")}
              </p>
            ) : null}
            <button
              type="submit"
              className="button button--primary content-newsletter__submit"
              disabled={submitting}
              aria-busy={submitting || undefined}
            >
              {submitting ? <span className="spinner" aria-hidden="true" /> : null}
              {submitting ? t("blocks.submitting") : (block.submitLabel ?? t("blocks.subscribe"))}
            </button>
          </>
        )}
      </fetcher.Form>
      <div className="content-newsletter__messages" aria-live="polite">
        {status === "success" || (status === "error" && answer?.kind === "problem") ? (
          <div
            className={`notice content-newsletter__message ${
              status === "success" ? "notice--success" : "field-error"
            }`}
            role={status === "error" ? "alert" : "status"}
          >
            <span>
              {answer?.kind === "problem"
                ? t(newsletterErrorKey(answer.errorId, answer.field))
                : block.successText}
            </span>
            <button
              type="button"
              className="link-button content-newsletter__dismiss"
              onClick={() => setClearedData(fetcher.data ?? null)}
            >
              {t("blocks.dismiss")}
            </button>
          </div>
        ) : null}
      </div>
      {authSession > 0 ? (
        <Suspense fallback={null}>
          <AuthDialog
            locale={scope.locale}
            view={authView}
            onView={setAuthView}
            session={authSession}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
