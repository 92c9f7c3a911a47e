import { RETURN_REASONS, type OrderDetail } from "@ridgeline/contract";
import { Form, useNavigation } from "react-router";
import { useCodeWord, usePaymentName } from "../../lib/code-words";
import { useT, type MessageKey } from "../../lib/i18n";
import { money } from "../../lib/format";
import { orderDelivery } from "../../lib/delivery-summary";
import { DeliverySummary, LineVariants } from "../../ui/DeliverySummary";
import type { OrderProblem } from "./orders.server";

type Aftersales = NonNullable<OrderDetail["aftersales"]>;

/** How the page lets the shopper download a document: a link (account) or a form (guest). */
export type DownloadControl = (
  what: { kind: "invoice" | "credit-note" | "label"; number: string | null },
  label: string,
) => React.ReactNode;

const dateText = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));

/**
 * One order as its shopper sees it, in the account or from the guest's look-up: where it is,
 * what was bought and paid, and what can still be done (cancel, return, documents). `hidden`
 * are the fields every form of the page carries (the guest's order number and e-mail).
 */
export function OrderView(props: {
  order: OrderDetail;
  locale: string;
  hidden: Record<string, string>;
  download: DownloadControl;
  problem: OrderProblem | null;
  notice: string | null;
  /** Where a warranty claim about this order starts (the account's page only). */
  warrantyHref?: string | null;
}) {
  const t = useT();
  const word = useCodeWord();
  const paymentName = usePaymentName();
  const { order, locale } = props;
  const busy = useNavigation().state === "submitting";
  const format = (amount: number) => money(amount, order.totals.currency, locale);
  const after: Aftersales | undefined = order.aftersales;
  const returnable = order.items
    .map((item, index) => ({ item, line: after?.lines[index] }))
    .filter(({ line }) => (line?.returnableQty ?? 0) > 0);
  const hidden = Object.entries(props.hidden).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <article className="order" data-testid="order">
      <header className="order__head">
        <p className="order__status" data-testid="order-status">
          {word("orderStatus", order.status)}
        </p>
        <p className="muted">{t("order.placed", { date: dateText(order.placedAt, locale) })}</p>
        {after && after.pointsEarned > 0 ? (
          <p data-testid="order-points">{t("order.points", { points: after.pointsEarned })}</p>
        ) : null}
      </header>
      {props.notice ? (
        <p className="notice notice--success" role="status" data-testid="order-notice">
          {props.notice}
        </p>
      ) : null}
      {props.problem ? (
        <p className="notice field-error" role="alert" data-testid="order-problem">
          {t("order.error", { message: props.problem.message })}
        </p>
      ) : null}

      <div className="order__grid">
        <section aria-labelledby="order-items">
          <h2 id="order-items">{t("order.items")}</h2>
          <ul className="order__lines">
            {order.items.map((item, index) => (
              <li key={`${item.upc}-${index}`} className="order__line">
                <span className="order__name">
                  {item.name}
                  <LineVariants variants={item.variants} />
                </span>
                <span className="muted">{t("order.qty", { qty: item.qty })}</span>
                <span className="order__amount">{format(item.total)}</span>
              </li>
            ))}
          </ul>
          <h2>{t("order.totals")}</h2>
          <dl className="order__totals">
            <div>
              <dt>{t("order.subtotal")}</dt>
              <dd>{format(order.totals.itemTotal)}</dd>
            </div>
            {order.totals.totalDiscount > 0 ? (
              <div>
                <dt>{t("order.discounts")}</dt>
                <dd>−{format(order.totals.totalDiscount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("order.shipping")}</dt>
              <dd>{format(order.totals.shipping)}</dd>
            </div>
            <div>
              <dt>{order.totals.taxIncluded ? t("order.taxIncluded") : t("order.tax")}</dt>
              <dd>{format(order.totals.tax)}</dd>
            </div>
            <div className="order__total">
              <dt>{t("order.total")}</dt>
              <dd data-testid="order-total">{format(order.totals.total)}</dd>
            </div>
          </dl>
          <h2>{t("order.paidWith")}</h2>
          <ul className="order__plain" data-testid="order-tenders">
            {order.paymentMethod.map((tender, index) => (
              <li key={`${tender.code}-${index}`}>
                {paymentName(tender)}: <span className="muted">{format(tender.amount)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="order-shipments">
          <h2 id="order-shipments">{t("order.shipments")}</h2>
          <div data-testid="order-shipments">
            <DeliverySummary
              parts={orderDelivery(order)}
              currency={order.totals.currency}
              locale={locale}
              from={new Date(order.placedAt)}
            >
              {(part) => {
                const shipment = order.shipments.find((entry) => entry.shipmentId === part.id);
                if (!shipment) return null;
                return (
                  <p>
                    {word("shipmentStatus", shipment.status)}
                    {shipment.carrier && shipment.trackingNumber ? (
                      <span className="order__tracking" data-testid="order-tracking">
                        {t("order.tracking", {
                          carrier: shipment.carrier,
                          number: shipment.trackingNumber,
                        })}
                      </span>
                    ) : null}
                  </p>
                );
              }}
            </DeliverySummary>
          </div>

          {after?.cancellable ? (
            <section className="order__action" aria-labelledby="order-cancel">
              <h2 id="order-cancel">{t("order.cancel.title")}</h2>
              <p className="muted">{t("order.cancel.intro")}</p>
              <Form method="post">
                {hidden}
                <input type="hidden" name="intent" value="cancel" />
                <button
                  type="submit"
                  className="button button--secondary"
                  disabled={busy}
                  data-testid="order-cancel"
                >
                  {t("order.cancel.confirm")}
                </button>
              </Form>
            </section>
          ) : null}

          {returnable.length > 0 && after?.returnableUntil ? (
            <section className="order__action" aria-labelledby="order-return">
              <h2 id="order-return">{t("order.return.title")}</h2>
              <p className="muted">
                {t("order.return.intro", { date: dateText(after.returnableUntil, locale) })}
              </p>
              <Form method="post" className="order__return" data-testid="order-return-form">
                {hidden}
                <input type="hidden" name="intent" value="return" />
                {returnable.map(({ item, line }) => (
                  <fieldset key={line?.lineNo} className="order__return-line">
                    <legend>
                      {t("order.return.line", { name: item.name, qty: line?.returnableQty ?? 0 })}
                    </legend>
                    <label>
                      {t("order.return.qty")}
                      <select
                        name={`qty-${line?.lineNo}`}
                        defaultValue="0"
                        data-testid={`return-qty-${line?.lineNo}`}
                      >
                        {Array.from({ length: (line?.returnableQty ?? 0) + 1 }, (_, qty) => (
                          <option key={qty} value={qty}>
                            {qty}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label>
                      {t("order.return.reason")}
                      <select
                        name={`reason-${line?.lineNo}`}
                        defaultValue="TOO_SMALL"
                        data-testid={`return-reason-${line?.lineNo}`}
                      >
                        {RETURN_REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            {word("returnReason", reason)}
                          </option>
                        ))}
                      </select>
                    </label>
                  </fieldset>
                ))}
                <button
                  type="submit"
                  className="button button--primary"
                  disabled={busy}
                  data-testid="order-return-submit"
                >
                  {t("order.return.submit")}
                </button>
              </Form>
            </section>
          ) : null}

          {props.warrantyHref && order.status === "delivered" ? (
            <p>
              <a href={props.warrantyHref} data-testid="order-warranty">
                {t("order.warranty")}
              </a>
            </p>
          ) : null}

          {after && after.returns.length > 0 ? (
            <section aria-labelledby="order-returns">
              <h2 id="order-returns">{t("order.returns")}</h2>
              <ul className="order__plain" data-testid="order-returns">
                {after.returns.map((entry) => (
                  <li key={entry.returnNumber}>
                    <strong>{entry.returnNumber}</strong>:{" "}
                    <span data-testid="return-status">{word("returnStatus", entry.status)}</span>{" "}
                    {props.download(
                      { kind: "label", number: entry.returnNumber },
                      t("order.return.label"),
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {after && after.refunds.length > 0 ? (
            <section aria-labelledby="order-refunds">
              <h2 id="order-refunds">{t("order.refunds")}</h2>
              <ul className="order__plain" data-testid="order-refunds">
                {after.refunds.map((refund, index) => (
                  <li key={index}>
                    {refund.kind === "cancel"
                      ? t("order.refund.cancel")
                      : t("order.refund.return", { number: refund.returnNumber ?? "" })}
                    : <strong data-testid="refund-amount">{format(refund.amount)}</strong>{" "}
                    <span className="muted">
                      {refund.parts
                        .map(
                          (part) =>
                            `${word("tender", part.method)} ${format(part.amount)}${part.status === "pending" ? ` (${t("order.refund.pending")})` : ""}`,
                        )
                        .join(", ")}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="order-documents">
            <h2 id="order-documents">{t("order.documents")}</h2>
            <ul className="order__plain" data-testid="order-documents">
              {(after?.documents ?? []).length === 0 ? (
                <li>{props.download({ kind: "invoice", number: null }, t("order.invoice"))}</li>
              ) : (
                after?.documents.map((document) => (
                  <li key={document.number}>
                    {props.download(
                      {
                        kind: document.kind === "credit-note" ? "credit-note" : "invoice",
                        number: document.number,
                      },
                      t(`order.document.${document.kind}` as MessageKey, {
                        number: document.number,
                      }),
                    )}
                  </li>
                ))
              )}
            </ul>
          </section>

          <section aria-labelledby="order-history">
            <h2 id="order-history">{t("order.history")}</h2>
            <ol className="order__history" data-testid="order-history">
              {order.history.map((line, index) => (
                <li key={index}>
                  <time dateTime={line.at}>
                    {new Intl.DateTimeFormat(locale, {
                      dateStyle: "medium",
                      timeStyle: "short",
                    }).format(new Date(line.at))}
                  </time>{" "}
                  {t(historyKey(line.event))}
                </li>
              ))}
            </ol>
          </section>
        </section>
      </div>
    </article>
  );
}

const EVENTS = new Set([
  "placed",
  "pending",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "shipment-shipped",
  "shipment-delivered",
  "return-requested",
  "return-label-issued",
  "return-received",
  "refund-issued",
  "return-refunded",
  "account",
]);

function historyKey(event: string): MessageKey {
  return (EVENTS.has(event) ? `order.event.${event}` : "order.event.other") as MessageKey;
}
