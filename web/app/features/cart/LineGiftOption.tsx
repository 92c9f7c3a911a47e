import type { CartItem } from "@ridgeline/contract";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { IntentButton, LineFields, useBagForm } from "./BagForm";
import type { CartLineAnswer, CartLineProblem } from "./cart.types";
import {
  GIFT_MESSAGE_MAX,
  GIFT_TO_MAX,
  giftCharactersLeft,
  type GiftField,
  type GiftTyped,
} from "./gift-option";

interface Props {
  item: CartItem;
  onDone(answer: CartLineAnswer): void;
  /** The gift form's refusal the page came back with (without JavaScript) for this line. */
  problem: CartLineProblem | null;
}

/**
 * A bag line's gift message (000 §3 `giftOption`): "Add a gift message", or "Gift for {to}"
 * with "Edit" and "Remove gift message". The form is a `<details>` disclosure, so it opens
 * without JavaScript too (as the home shipping method's, 0060), and posts to the bag's action
 * (intent `gift`, or `ungift` to remove it); with JavaScript a fetcher sends it in place, the
 * message counts its characters left, and once saved the disclosure closes and the focus goes
 * back to its summary. A refusal shows under the field it is about, with what was typed.
 */
export function LineGiftOption({ item, onDone, problem }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const { fetcher, error, busy } = useBagForm(onDone, problem?.error ?? null);
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const answer = fetcher.data;
  // A fetcher's refusal, else (before any answer) the one the page came back with.
  const refusal = answer ? ("error" in answer ? answer : null) : problem;
  useEffect(() => {
    if (!answer || !("done" in answer) || !details.current) return;
    details.current.open = false;
    summary.current?.focus();
  }, [answer]);
  const gift = item.giftOption;
  const typed: GiftTyped = refusal?.gift ?? {
    to: gift?.to ?? "",
    email: gift?.email ?? "",
    message: gift?.message ?? "",
  };
  return (
    <div className="line-gift" data-testid="line-gift" aria-busy={busy || undefined}>
      <details
        ref={details}
        className="line-gift__details"
        open={refusal?.intent === "gift" ? true : undefined}
      >
        <summary ref={summary}>
          {gift ? (
            <>
              <span data-testid="gift-for">{t("cart.giftMsg.for", { to: gift.to })}</span>
              <span className="line-gift__action">{t("cart.giftMsg.edit")}</span>
            </>
          ) : (
            <span className="line-gift__action">{t("cart.giftMsg.add")}</span>
          )}
        </summary>
        <fetcher.Form
          method="post"
          className="stack-form line-gift__form"
          // A saved or removed message fills the form afresh.
          key={gift ? `${gift.to}\n${gift.email ?? ""}\n${gift.message}` : ""}
        >
          <LineFields item={item} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <GiftFields
            legend={t("cart.giftMsg.legend", { name: item.name })}
            typed={typed}
            refused={refusal?.intent === "gift" ? refusal : null}
            hydrated={hydrated}
          />
          <IntentButton
            intent="gift"
            label={t("cart.giftMsg.save")}
            busy={busy}
            className="button button--secondary"
          >
            {t("cart.giftMsg.save")}
          </IntentButton>
        </fetcher.Form>
      </details>
      {gift ? (
        <fetcher.Form method="post" className="line-gift__remove">
          <LineFields item={item} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <IntentButton
            intent="ungift"
            label={t("cart.giftMsg.removeLabel", { name: item.name })}
            busy={busy}
          >
            {t("cart.giftMsg.remove")}
          </IntentButton>
        </fetcher.Form>
      ) : null}
      {error && !refusal?.field ? (
        <p className="field-error" role="alert" data-testid="gift-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** To, their e-mail and the message, each with its refusal under it. */
function GiftFields(props: {
  legend: string;
  typed: GiftTyped;
  refused: CartLineProblem | null;
  hydrated: boolean;
}) {
  const { typed, refused } = props;
  const t = useT();
  const id = useId();
  const [left, setLeft] = useState(giftCharactersLeft(typed.message));
  const errorOf = (field: GiftField) =>
    refused?.field === field ? (
      <span id={`${id}-${field}-error`} className="field-error" role="alert">
        {refused.error}
      </span>
    ) : null;
  // A field's name, what was typed in it, and its refusal (and its count) read with it.
  const fieldProps = (field: GiftField, extra = "") => {
    const refusedHere = refused?.field === field;
    const described = [refusedHere ? `${id}-${field}-error` : "", extra].filter(Boolean);
    return {
      name: field,
      defaultValue: typed[field],
      "aria-invalid": refusedHere || undefined,
      "aria-describedby": described.length > 0 ? described.join(" ") : undefined,
    };
  };
  return (
    <fieldset className="line-gift__fields">
      <legend className="visually-hidden">{props.legend}</legend>
      <div className="field-group">
        <label>
          {t("cart.giftMsg.to")}
          <input {...fieldProps("to")} required maxLength={GIFT_TO_MAX} autoComplete="off" />
        </label>
        {errorOf("to")}
      </div>
      <div className="field-group">
        <label>
          {t("cart.giftMsg.email")}
          <input {...fieldProps("email")} type="email" autoComplete="off" />
        </label>
        {errorOf("email")}
      </div>
      <div className="field-group">
        <label>
          {t("cart.giftMsg.message")}
          <textarea
            {...fieldProps("message", `${id}-left`)}
            rows={3}
            maxLength={GIFT_MESSAGE_MAX}
            onChange={(event) => setLeft(giftCharactersLeft(event.currentTarget.value))}
          />
        </label>
        {/* The live count needs JavaScript; without it the limit is said once. */}
        <span id={`${id}-left`} className="muted line-gift__count" data-testid="gift-count">
          {props.hydrated
            ? t("cart.giftMsg.left", { count: left })
            : t("cart.giftMsg.max", { max: GIFT_MESSAGE_MAX })}
        </span>
        {errorOf("message")}
      </div>
    </fieldset>
  );
}
