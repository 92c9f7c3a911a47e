import { addressPlaceLines, type CartAddress, type Currency } from "@ridgeline/contract";
import { arrivalOf, type DeliveryPart } from "../lib/delivery-summary";
import { money } from "../lib/format";
import { useT } from "../lib/i18n";

/** A person's address as its country writes it ("10117 Berlin", "Boulder, CO 80302"). */
export function PostalAddress({
  address,
  testId,
}: {
  address: CartAddress;
  testId?: string | undefined;
}) {
  return (
    <address className="delivery-summary__address" data-testid={testId}>
      {`${address.firstName} ${address.lastName}`.trim()}
      {addressPlaceLines(address).map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
    </address>
  );
}

/** A line's size and colour after its name ("Jet Black · S"), as the bag showed them. */
export function LineVariants({ variants }: { variants: readonly { value: string }[] }) {
  if (variants.length === 0) return null;
  return (
    <span className="muted" data-testid="order-line-variants">
      {" "}
      {variants.map((variant) => variant.value).join(" · ")}
    </span>
  );
}

const dayText = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(date);

/**
 * How an order travels, one block per shipment (decision 0083): what kind of delivery, where it
 * goes or is collected (the address as its country writes it), when it should arrive, and what
 * it costs. The checkout's review, the confirmation and the order page all show this, from the
 * bag's or the order's shipments (`cartDelivery`, `orderDelivery`).
 */
export function DeliverySummary({
  parts,
  currency,
  locale,
  from,
  children,
}: {
  parts: readonly DeliveryPart[];
  currency: Currency;
  locale: string;
  /** The day the estimate counts from: the order's, or today for a bag. */
  from: Date;
  /** What a page adds under a shipment (its status and tracking on the order page). */
  children?: (part: DeliveryPart) => React.ReactNode;
}) {
  const t = useT();
  return (
    <ul className="delivery-summary" data-testid="delivery-summary">
      {parts.map((part) => {
        const arrival = part.kind === "email" ? null : arrivalOf(part.deliveryTime, from);
        const collected = part.kind !== "home";
        const when = !arrival
          ? null
          : arrival.first.getTime() === arrival.last.getTime()
            ? t(collected ? "delivery.ready" : "delivery.arrives", {
                date: dayText(arrival.first, locale),
              })
            : t(collected ? "delivery.readyBetween" : "delivery.arrivesBetween", {
                first: dayText(arrival.first, locale),
                last: dayText(arrival.last, locale),
              });
        const address = part.address;
        const place = part.place;
        return (
          <li
            key={part.id}
            className="delivery-summary__part"
            data-testid="delivery-part"
            data-kind={part.kind}
          >
            <p className="delivery-summary__head">
              <strong>{t(`delivery.kind.${part.kind}`)}</strong>
              {part.method ? <span className="muted"> · {part.method}</span> : null}
              <span className="delivery-summary__charge" data-testid="delivery-charge">
                {part.charge === 0 ? t("delivery.free") : money(part.charge, currency, locale)}
              </span>
            </p>
            {address ? <PostalAddress address={address} testId="delivery-address" /> : null}
            {place ? (
              <address className="delivery-summary__address" data-testid="delivery-place">
                {t("delivery.collectAt", { place: place.name })}
                {place.addressLine1 && place.city && place.postalCode
                  ? addressPlaceLines({
                      addressLine1: place.addressLine1,
                      city: place.city,
                      province: place.province,
                      postalCode: place.postalCode,
                      countryCode: place.country ?? "",
                    }).map((line) => (
                      <span key={line}>
                        <br />
                        {line}
                      </span>
                    ))
                  : null}
              </address>
            ) : null}
            {part.kind === "email" ? <p className="muted">{t("delivery.emailed")}</p> : null}
            {when ? (
              <p className="muted" data-testid="delivery-estimate">
                {when}
              </p>
            ) : null}
            {children?.(part)}
          </li>
        );
      })}
    </ul>
  );
}
