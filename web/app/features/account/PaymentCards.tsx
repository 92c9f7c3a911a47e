import type { PaymentInstrument } from "@ridgeline/contract";
import { Form, Link } from "react-router";
import type { AccountProblem } from "../auth";
import { formErrorText } from "../../lib/form-errors";
import { OwnValidation } from "../../lib/form-validation";
import { useCodeWord } from "../../lib/code-words";
import { useT, type MessageKey } from "../../lib/i18n";

/** One saved card or gift card: brand, last four, expiry, holder, main and expired flags. */
export function InstrumentCard({ item, base }: { item: PaymentInstrument; base: string }) {
  const t = useT();
  const { card } = item;
  const gift = item.payment_method_id === "GIFT_CARD";
  const word = useCodeWord();
  const brand = gift ? t("payments.giftCard") : word("cardBrand", card.cardType ?? "");
  return (
    <li className="address-card" data-testid={gift ? "gift-card" : "saved-card"}>
      <div className="tags">
        {card.main ? (
          <span className="tag tag--main" data-testid="main-badge">
            {t("account.main")}
          </span>
        ) : null}
        {card.expired ? (
          <span className="tag tag--alert" data-testid="expired-badge">
            {t("payments.expired")}
          </span>
        ) : null}
      </div>
      <p className="payment-card__number">
        <strong>{brand}</strong> <span data-testid="card-number">•••• {card.lastFour}</span>
      </p>
      {card.expirationMonth && card.expirationYear ? (
        <p className="muted">
          {t("payments.expires", {
            date: `${String(card.expirationMonth).padStart(2, "0")}/${card.expirationYear}`,
          })}
        </p>
      ) : null}
      {card.holder ? <p>{card.holder}</p> : null}
      <div className="card-actions">
        {card.main ? null : (
          <Form method="post" action={base}>
            <input type="hidden" name="intent" value="main" />
            <input type="hidden" name="paymentInstrumentId" value={item.payment_instrument_id} />
            <button type="submit" className="link-button">
              {t("addresses.makeMain")}
            </button>
          </Form>
        )}
        <Link to={`${base}?delete=${item.payment_instrument_id}`} preventScrollReset>
          {t("payments.delete")}
        </Link>
      </div>
    </li>
  );
}

const YEARS = 15;

/** A new card's fields. The number and security code never get a value from the server. */
export function CardFields({
  problem,
  values,
}: {
  problem: AccountProblem | null;
  values: Record<string, string>;
}) {
  const t = useT();
  const errorFor = (...fields: string[]) =>
    problem?.field && fields.map((field) => `card.${field}`).includes(problem.field) ? (
      <span className="field-error" role="alert" data-testid={`error-${fields[0]}`}>
        {formErrorText(t, "card", { errorId: problem.errorId, field: problem.field })}
      </span>
    ) : null;
  const thisYear = new Date().getFullYear();
  const known = new Set(
    ["number", "expirationMonth", "expirationYear", "securityCode", "holder"].map(
      (field) => `card.${field}`,
    ),
  );
  return (
    <>
      <OwnValidation />
      <label className="field-group">
        <span>{t("payments.number")}</span>
        <input
          name="number"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          maxLength={23}
          defaultValue=""
        />
        {errorFor("number")}
      </label>
      <fieldset className="field-group expiry-field">
        <legend>{t("payments.expiry")}</legend>
        <div className="stack-form__row">
          <label className="field-group">
            <span className="muted">{t("payments.month")}</span>
            <select
              name="expirationMonth"
              autoComplete="cc-exp-month"
              required
              defaultValue={values["expirationMonth"] ?? ""}
            >
              <option value="">MM</option>
              {Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0")).map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </select>
          </label>
          <label className="field-group">
            <span className="muted">{t("payments.year")}</span>
            <select
              name="expirationYear"
              autoComplete="cc-exp-year"
              required
              defaultValue={values["expirationYear"] ?? ""}
            >
              <option value="">YYYY</option>
              {Array.from({ length: YEARS }, (_, i) => String(thisYear + i)).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </label>
        </div>
        {errorFor("expirationMonth", "expirationYear")}
      </fieldset>
      <div className="stack-form__row">
        <label className="field-group">
          <span>{t("payments.securityCode")}</span>
          <input
            name="securityCode"
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            maxLength={4}
            defaultValue=""
          />
          {errorFor("securityCode")}
        </label>
        <label className="field-group">
          <span>{t("payments.holder")}</span>
          <input
            name="holder"
            autoComplete="cc-name"
            required
            maxLength={60}
            defaultValue={values["holder"] ?? ""}
          />
          {errorFor("holder")}
        </label>
      </div>
      {problem && (!problem.field || !known.has(problem.field)) ? (
        <p className="field-error" role="alert" data-testid="card-error">
          {formErrorText(t, "card", {
            errorId: problem.errorId,
            field: problem.field ?? undefined,
          })}
        </p>
      ) : null}
    </>
  );
}

/** A gift card's number and PIN; neither ever gets a value from the server. */
export function GiftCardFields({ problem }: { problem: AccountProblem | null }) {
  const t = useT();
  const errorFor = (field: "number" | "pin") =>
    problem?.field === `card.${field}` ? (
      <span className="field-error" role="alert" data-testid={`error-gift-${field}`}>
        {formErrorText(t, "gift", { errorId: problem.errorId, field: problem.field })}
      </span>
    ) : null;
  return (
    <>
      <OwnValidation />
      <div className="stack-form__row">
        <label className="field-group">
          <span>{t("payments.giftNumber")}</span>
          <input name="number" inputMode="numeric" autoComplete="off" required maxLength={23} />
          {errorFor("number")}
        </label>
        <label className="field-group">
          <span>{t("payments.pin")}</span>
          <input name="pin" inputMode="numeric" autoComplete="off" required maxLength={8} />
          {errorFor("pin")}
        </label>
      </div>
      {problem && problem.field !== "card.number" && problem.field !== "card.pin" ? (
        <p className="field-error" role="alert" data-testid="gift-card-error">
          {formErrorText(t, "gift", {
            errorId: problem.errorId,
            field: problem.field ?? undefined,
          })}
        </p>
      ) : null}
    </>
  );
}

/** What the payment-methods page confirms after each saved change (its `done` parameter). */
export const PAYMENT_DONE: Record<string, MessageKey> = {
  cardSaved: "payments.saved",
  cardMain: "payments.mainChanged",
  cardDeleted: "payments.deleted",
  giftCardSaved: "payments.giftSaved",
};
