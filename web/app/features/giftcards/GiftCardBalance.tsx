import type { Currency } from "@ridgeline/contract";
import { Form, useNavigation } from "react-router";
import { money } from "../../lib/format";
import { useT } from "../../lib/i18n";

/** What a balance check answers the page: the balance, or the refusal with its field. */
export type BalanceAnswer =
  | { intent: "balance"; balance: number; currency: Currency; maskedNumber: string }
  | { intent: "balance" | "resend"; field: string | null; message: string };

/**
 * A gift card's balance by its number and PIN (decision 0076): on the account's gift cards page
 * and on the public balance page the recipient's e-mail links to. A plain form, so it works
 * without JavaScript; the page's action answers it.
 */
export function GiftCardBalance({
  answer,
  locale,
}: {
  answer: BalanceAnswer | undefined;
  locale: string;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const refused = answer && "message" in answer && answer.intent === "balance" ? answer : null;
  const checked = answer && "balance" in answer ? answer : null;
  return (
    <>
      <Form
        method="post"
        className="stack-form gift-card-balance-form"
        data-testid="gift-card-balance"
      >
        <input type="hidden" name="intent" value="balance" />
        <div className="field-group">
          <label>
            {t("giftCards.number")}
            <input name="number" inputMode="numeric" autoComplete="off" required maxLength={40} />
          </label>
          {refused && refused.field !== "pin" ? (
            <span className="field-error" role="alert" data-testid="error-number">
              {refused.message}
            </span>
          ) : null}
        </div>
        <div className="field-group">
          <label>
            {t("giftCards.pin")}
            <input name="pin" inputMode="numeric" autoComplete="off" required maxLength={16} />
          </label>
          {refused?.field === "pin" ? (
            <span className="field-error" role="alert" data-testid="error-pin">
              {refused.message}
            </span>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("giftCards.check")}
        </button>
      </Form>
      {checked ? (
        <p className="notice notice--success" role="status" data-testid="gift-card-balance-answer">
          {t("giftCards.balance", {
            card: checked.maskedNumber,
            amount: money(checked.balance, checked.currency, locale),
          })}
        </p>
      ) : null}
    </>
  );
}
