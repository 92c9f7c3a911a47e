import type { Address } from "@ridgeline/contract";
import { Form, Link } from "react-router";
import { addressPlaceLines } from "../../lib/address-layout";
import { useT } from "../../lib/i18n";

/** An address as a card shows it: name, street and place in its country's order, country, phone. */
export function AddressLines({ address, countryName }: { address: Address; countryName: string }) {
  return (
    <address className="address-card__lines" data-testid="address-lines">
      <strong>
        {address.firstName} {address.lastName}
      </strong>
      {addressPlaceLines(address).map((line, index) => (
        <span key={index}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {countryName}
      <br />
      <span className="muted">{address.phone}</span>
    </address>
  );
}

/**
 * The saved addresses, shipping then billing, each with its main badge and its edit, make-main
 * and delete actions (all plain links and forms to the page at `base`).
 */
export function AddressCards({
  addresses,
  countryName,
  base,
}: {
  addresses: Address[];
  countryName: (address: Address) => string;
  base: string;
}) {
  const t = useT();
  const groups = [
    { type: "S", title: t("addresses.shippingTitle") },
    { type: "B", title: t("addresses.billingTitle") },
  ] as const;
  return groups.map((group) => {
    const list = addresses.filter((address) => address.approachType === group.type);
    if (list.length === 0) return null;
    return (
      <div key={group.type} className="account-group" data-testid={`addresses-${group.type}`}>
        <h2>{group.title}</h2>
        <ul className="card-list">
          {list.map((address) => (
            <li key={address.id} className="address-card" data-testid="address-card">
              {address.main ? (
                <span className="tag tag--main" data-testid="main-badge">
                  {t("account.main")}
                </span>
              ) : null}
              <AddressLines address={address} countryName={countryName(address)} />
              <div className="card-actions">
                <Link to={`${base}?edit=${address.id}#address-form`}>{t("addresses.edit")}</Link>
                {address.main ? null : (
                  <Form method="post" action={base}>
                    <input type="hidden" name="intent" value="main" />
                    <input type="hidden" name="addressId" value={address.id} />
                    <button type="submit" className="link-button">
                      {t("addresses.makeMain")}
                    </button>
                  </Form>
                )}
                <Link to={`${base}?delete=${address.id}`} preventScrollReset>
                  {t("addresses.delete")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}
