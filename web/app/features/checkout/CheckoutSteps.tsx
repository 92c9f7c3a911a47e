import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import { CHECKOUT_STEPS, type CheckoutStep } from "./checkout-flow";

/**
 * The three steps at the top of each checkout page: the steps done are links back to them, the
 * current one is marked for assistive technology (`aria-current="step"`).
 */
export function CheckoutSteps({ locale, current }: { locale: string; current: CheckoutStep }) {
  const t = useT();
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t("checkout.steps")} className="checkout-steps">
      <p className="visually-hidden">{t("checkout.stepOf", { n: at + 1 })}</p>
      <ol>
        {CHECKOUT_STEPS.map((step, index) => {
          const label = t(`checkout.step.${step}`);
          const state = index < at ? "done" : index === at ? "current" : "todo";
          return (
            <li key={step} className={`checkout-steps__step checkout-steps__step--${state}`}>
              <span className="checkout-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {state === "done" ? (
                <a {...appLink(`/${locale}/checkout/${step}`)}>{label}</a>
              ) : (
                <span aria-current={state === "current" ? "step" : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A message that stays until the shopper acts (000 §4: the persistent toast of checkout). */
export function CheckoutProblem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p
      className="notice notice--warning checkout-problem"
      role="alert"
      data-testid="checkout-problem"
    >
      {text}
    </p>
  );
}
