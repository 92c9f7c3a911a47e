import { formatMoney, type Currency, type ProductDetails } from "@ridgeline/contract";
import { useActionData } from "react-router";
import { useT } from "../../lib/i18n";
import { BotCheckedForm } from "../../ui/BotCheckedForm";
import type { ChosenStore } from "../stores";
import type { ReserveAnswer, ReserveForm } from "./reserve-in-store.server";

interface Props {
  product: ProductDetails;
  chosen: ChosenStore;
  form: ReserveForm | null;
  locale: string;
}

const isReserveAnswer = (value: unknown): value is ReserveAnswer =>
  typeof value === "object" && value !== null && "form" in value && value.form === "reserve";

const ERRORS = ["INV405", "RSV409", "SHP404"] as const;

/**
 * Reserve and collect at the chosen store (decision 0071): a size it has on its shelves, the
 * shopper's name and contact, sent with a bot check; then the reservation on the page.
 */
export function ReserveInStore({ product, chosen, form, locale }: Props) {
  const t = useT();
  const answer = useActionData();
  const sent = isReserveAnswer(answer) ? answer : null;
  if (sent && "reserved" in sent) {
    const { reserved } = sent;
    const until = new Intl.DateTimeFormat(locale, {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: reserved.store.timezone,
    }).format(new Date(reserved.holdUntil));
    const price = formatMoney(
      reserved.line.price * reserved.line.qty,
      reserved.line.currency as Currency,
      locale,
    );
    return (
      <section className="reserve-store notice" data-testid="reservation-done" role="status">
        <h3>{t("reserve.done", { number: reserved.reservationNumber })}</h3>
        <p>
          {t("reserve.doneText", {
            store: reserved.store.name,
            qty: reserved.line.qty,
            name: reserved.line.name,
            colour: reserved.line.color,
            size: reserved.line.size,
            until,
          })}
        </p>
        <p>{t("reserve.payAtTill", { price, email: reserved.email })}</p>
        <p>
          <a href={`/${locale}/account/reservations`}>{t("reserve.list")}</a>
        </p>
      </section>
    );
  }
  if (!chosen.pickupEnabled || chosen.reservable.length === 0) return null;
  if (!form)
    return (
      <a
        className="button button--secondary reserve-store__open"
        data-testid="reserve-open"
        href={`${product.url}?${new URLSearchParams({ color: product.selectedColorId, reserve: "1" })}#store-reserve`}
      >
        {t("reserve.action")}
      </a>
    );
  const problem = sent && "error" in sent ? sent : null;
  const problemText = problem
    ? ERRORS.some((code) => code === problem.errorId)
      ? t(`reserve.error.${problem.errorId as (typeof ERRORS)[number]}`)
      : problem.error || t("reserve.error.other")
    : null;
  return (
    <section id="store-reserve" className="reserve-store">
      <h3>{t("reserve.title", { store: chosen.name })}</h3>
      <p>{t("reserve.intro")}</p>
      {problemText ? (
        <p className="notice notice--error" role="alert" data-testid="reserve-error">
          {problemText}
        </p>
      ) : null}
      <BotCheckedForm
        action={`${product.url}?${new URLSearchParams({ color: product.selectedColorId, reserve: "1" })}`}
        intent="reserve"
        challenge={form.challenge}
        submitLabel={t("reserve.submit")}
        testId="reserve-form"
      >
        <input type="hidden" name="productId" value={product.selectedColorId} />
        <input type="hidden" name="storeId" value={chosen.storeId} />
        <label>
          {t("reserve.size")}
          <select name="upc" required>
            {chosen.reservable.map((row) => (
              <option key={row.upc} value={row.upc}>
                {row.size}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("reserve.firstName")}
          <input name="firstName" required maxLength={60} autoComplete="given-name" />
        </label>
        <label>
          {t("reserve.lastName")}
          <input name="lastName" required maxLength={60} autoComplete="family-name" />
        </label>
        {form.signedIn ? null : (
          <label>
            {t("reserve.email")}
            <input name="email" type="email" required maxLength={254} autoComplete="email" />
          </label>
        )}
        <label>
          {t("reserve.phone")}
          <input name="phone" type="tel" maxLength={25} autoComplete="tel" />
        </label>
      </BotCheckedForm>
    </section>
  );
}
